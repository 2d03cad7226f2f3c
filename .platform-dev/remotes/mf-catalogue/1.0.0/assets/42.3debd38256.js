"use strict";(self.webpackChunkmf_catalogue_1_0_0=self.webpackChunkmf_catalogue_1_0_0||[]).push([[42],{397(e,t,a){a.d(t,{E2:()=>x,NM:()=>g});var s=a(2876),r=a(7589),l=a(110),i=a(3566),o=a(1248);const n=r.default.header`
  display: grid;
  gap: ${({theme:e})=>e.space.xs};
  padding-block: ${({theme:e})=>e.space.lg};
  h1 {
    color: ${({theme:e})=>e.colors.secondary.main};
    font-size: ${({theme:e})=>e.fontSizes.xxl};
  }
  p {
    max-width: 70ch;
    color: ${({theme:e})=>e.colors.text.secondary};
  }
`,c=r.default.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({$compact:e})=>e?"148px":"240px"}), 1fr));
  gap: ${({theme:e,$compact:t})=>t?e.space.sm:e.space.md};
  ${i.media.up("sm")} {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
    gap: ${({theme:e})=>e.space.md};
  }
  margin: 0;
  padding: 0;
  list-style: none;
`,d=r.default.article`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space.sm};
  height: 100%;
  padding: ${({theme:e})=>e.space.sm};
  ${i.media.up("sm")} {
    padding: ${({theme:e})=>e.space.md};
  }
  border: ${({$highlighted:e})=>e?2:1}px solid ${({theme:e,$highlighted:t})=>t?e.colors.primary.main:e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.background.raised};
  box-shadow: ${({theme:e})=>e.shadows.sm};
`,h=r.default.span`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({theme:e})=>e.space.xs};
  border-radius: ${({theme:e})=>e.radii.pill};
  font-size: ${({theme:e})=>e.fontSizes.xs};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  background: ${({theme:e,$tone:t="neutral"})=>({primary:e.colors.primary.light,neutral:e.colors.neutral[100],success:e.colors.success.light,danger:e.colors.danger.light}[t])};
  color: ${({theme:e,$tone:t="neutral"})=>({primary:e.colors.primary.dark,neutral:e.colors.text.secondary,success:e.colors.success.main,danger:e.colors.danger.main}[t])};
`,p=r.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space.xxs};
`,m=r.default.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({theme:e})=>e.space.xs};
  color: ${({theme:e})=>e.colors.primary.main};
`,u=r.default.s`
  color: ${({theme:e})=>e.colors.text.secondary};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`;function g({product:e,size:t="md"}){const{t:a}=(0,l.useTranslation)(o.E);return(0,s.jsxs)(m,{"data-price":e.price,children:[(0,s.jsx)(i.Price,{amount:e.price,period:"month"===e.period?"month":void 0,size:t}),void 0!==e.previousPrice&&(0,s.jsx)(u,{children:a("catalog.previousPrice",{price:e.previousPrice})})]})}function x({product:e}){const{t}=(0,l.useTranslation)(o.E),a="in-stock"===e.stockState;return(0,s.jsx)(h,{$tone:a?"success":"danger","data-stock-state":e.stockState,children:t(a?"catalog.inStock":"catalog.outOfStock")})}const f=r.default.h2`
  color: ${({theme:e})=>e.colors.secondary.main};
  font-size: ${({theme:e})=>e.fontSizes.lg};
`,$=r.default.ul`
  display: grid;
  gap: ${({theme:e})=>e.space.xxs};
  margin: 0;
  padding-inline-start: ${({theme:e})=>e.space.md};
  color: ${({theme:e})=>e.colors.text.secondary};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`,y=r.default.div`
  display: grid;
  gap: ${({theme:e})=>e.space.xs};
  margin-top: auto;
`;a.d(t,["YD",0,p,"Zp",0,d,"as",0,$,"bo",0,y,"gw",0,f,"pV",0,c,"vw",0,h,"zJ",0,()=>{const e=(0,i.useLanguage)();return t=>t[e]},"zY",0,n])},9042(e,t,a){a.r(t),a.d(t,{FaqPage:()=>j,SearchPage:()=>z});var s=a(2876),r=a(7689),l=a(7589),i=a(4319),o=a(110),n=a(3566),c=a(1248),d=a(397);const h="/api/v1/ms-content",p=(0,n.createQueryCache)({keepUnusedMs:3e5}),m=e=>`faq/${e}`,u=(e,{q:t,category:a})=>`search/${e}/${a??"all"}/${t}`,g=l.default.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({theme:e})=>e.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${({theme:e})=>e.space.xxs} ${({theme:e})=>e.space.sm};
    border: 1px solid ${({theme:e})=>e.colors.border.default};
    border-radius: ${({theme:e})=>e.radii.pill};
    color: ${({theme:e})=>e.colors.text.primary};
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-color: ${({theme:e})=>e.colors.primary.main};
    background: ${({theme:e})=>e.colors.primary.light};
    color: ${({theme:e})=>e.colors.primary.dark};
  }
`,x=l.default.section`
  margin-top: ${({theme:e})=>e.space.lg};
  h2 {
    margin-bottom: ${({theme:e})=>e.space.sm};
    font-size: ${({theme:e})=>e.fontSizes.xl};
    color: ${({theme:e})=>e.colors.secondary.main};
  }
`,f=l.default.details`
  border-bottom: 1px solid ${({theme:e})=>e.colors.border.subtle};
  summary {
    padding: ${({theme:e})=>e.space.sm} 0;
    font-weight: ${({theme:e})=>e.fontWeights.bold};
    cursor: pointer;
  }
  p {
    padding-bottom: ${({theme:e})=>e.space.md};
    color: ${({theme:e})=>e.colors.text.secondary};
  }
`,$=(0,l.default)(n.Container)`
  padding-bottom: ${({theme:e})=>e.space.xxl};
`,y=l.default.div`
  max-width: 480px;
  margin-block: ${({theme:e})=>e.space.md};
`;function j(){const{t:e}=(0,o.useTranslation)(c.E),t=(0,n.useLanguage)(),[a]=(0,i.useSearchParams)(),{hash:l}=(0,i.useLocation)(),u=a.get("link"),[j,b]=(0,r.useState)(""),k=(0,r.useId)(),q=(0,n.useCachedQuery)(p,m(t),()=>(e=>p.fetch(m(e),()=>n.api.get(`${h}/faq`,{params:{language:e,link:"all"}})))(t)),S=l.slice(1);(0,r.useEffect)(()=>{"ready"===q.status&&S&&document.getElementById(S)?.scrollIntoView?.({block:"center"})},[q.status,S]);const v="ready"===q.status?function(e,t){const a=(0,n.searchWords)(t);return 0===a.length?e:e.map(e=>({...e,questions:e.questions.filter(t=>{const s=(0,n.searchText)(`${e.title} ${t.question} ${t.answer}`);return a.every(e=>s.includes(e))})})).filter(e=>e.questions.length>0)}(q.data.filter(e=>!u||e.link===u),j):[];return(0,s.jsxs)($,{"data-page":"faq",children:[(0,s.jsxs)(d.zY,{children:[(0,s.jsx)("h1",{children:e("help.faq.title")}),(0,s.jsx)("p",{children:e("help.faq.intro")})]}),"loading"===q.status&&(0,s.jsx)(n.Loading,{label:e("loadingPage"),children:(0,s.jsx)(n.Skeleton,{lines:8})}),"error"===q.status&&(0,s.jsx)(n.ErrorState,{title:e("help.faq.loadError"),code:q.code,onRetry:q.retry}),"ready"===q.status&&(0,s.jsxs)(s.Fragment,{children:[(0,s.jsx)(g,{"aria-label":e("help.faq.topics"),children:(0,s.jsxs)("ul",{children:[(0,s.jsx)("li",{children:(0,s.jsx)(n.SiteLink,{to:"/faq","aria-current":u?void 0:"page",children:e("help.faq.allTopics")})}),q.data.map(e=>(0,s.jsx)("li",{children:(0,s.jsx)(n.SiteLink,{to:`/faq?link=${e.link}`,"aria-current":e.link===u?"page":void 0,children:e.title})},e.link))]})}),(0,s.jsx)(y,{children:(0,s.jsx)(n.TextField,{id:k,type:"search",label:e("help.faq.filter"),hint:e("help.faq.filterHint"),value:j,onChange:e=>b(e.target.value)})}),(0,s.jsx)("div",{"aria-live":"polite",children:0===v.length&&(0,s.jsxs)("p",{children:[e("help.faq.noMatch",{query:j})," ",(0,s.jsx)(n.SiteLink,{to:`/search?q=${encodeURIComponent(j)}`,children:e("help.faq.searchSite")})]})}),v.map(e=>(0,s.jsxs)(x,{"aria-labelledby":`faq-topic-${e.link}`,"data-faq-topic":e.link,children:[(0,s.jsx)("h2",{id:`faq-topic-${e.link}`,children:e.title}),e.questions.map(t=>(0,s.jsxs)(f,{id:t.id,open:t.id===S||""!==j.trim()&&e.questions.length<=3,children:[(0,s.jsx)("summary",{children:t.question}),(0,s.jsx)("p",{children:t.answer})]},t.id))]},e.link))]})]})}const b=(0,l.default)(n.Container)`
  padding-bottom: ${({theme:e})=>e.space.xxl};
`,k=l.default.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({theme:e})=>e.space.sm};
  max-width: 640px;
  > :first-child {
    flex: 1 1 240px;
  }
`,q=l.default.section`
  margin-top: ${({theme:e})=>e.space.lg};
  h2 {
    margin-bottom: ${({theme:e})=>e.space.xs};
    font-size: ${({theme:e})=>e.fontSizes.lg};
    color: ${({theme:e})=>e.colors.secondary.main};
  }
  ul {
    display: grid;
    gap: ${({theme:e})=>e.space.sm};
    margin: 0 0 ${({theme:e})=>e.space.xs};
    padding: 0;
    list-style: none;
  }
  li p {
    color: ${({theme:e})=>e.colors.text.secondary};
    font-size: ${({theme:e})=>e.fontSizes.sm};
  }
`,S=l.default.p`
  margin-top: ${({theme:e})=>e.space.lg};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
`,v=l.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space.xs};
  margin-top: ${({theme:e})=>e.space.sm};
`;function w({result:e}){return/^https:\/\//.test(e.link)?(0,s.jsx)("a",{href:e.link,target:"_blank",rel:"noopener noreferrer",children:e.title}):(0,s.jsx)(n.SiteLink,{to:e.link,children:e.title})}function z(){const{t:e}=(0,o.useTranslation)(c.E),t=(0,n.useLanguage)(),[a,l]=(0,i.useSearchParams)(),m=(a.get("q")??"").trim(),g=a.get("category"),x=n.SEARCH_CATEGORIES.find(e=>e===g),[f,$]=(0,r.useState)(m),y=(0,r.useId)(),j={q:m,...x?{category:x}:{}},z=(0,n.useCachedQuery)(p,m?u(t,j):"search/none",()=>m?((e,t)=>p.fetch(u(e,t),()=>n.api.get(`${h}/search`,{params:{language:e,q:t.q,...t.category?{category:t.category,size:20}:{}}})))(t,j):Promise.resolve(null)),C=e=>l(e?{q:m,category:e}:{q:m});return(0,s.jsxs)(b,{"data-page":"search",children:[(0,s.jsx)(d.zY,{children:(0,s.jsx)("h1",{children:e("help.search.title")})}),(0,s.jsxs)(k,{role:"search",onSubmit:e=>{e.preventDefault();const t=f.trim();l(t?{q:t}:{})},children:[(0,s.jsx)(n.TextField,{id:y,type:"search",name:"q",label:e("help.search.label"),value:f,onChange:e=>$(e.target.value),maxLength:100}),(0,s.jsx)(n.Button,{type:"submit",children:e("help.search.submit")})]}),!m&&(0,s.jsx)(S,{children:e("help.search.prompt")}),m&&"loading"===z.status&&(0,s.jsx)(n.Loading,{label:e("loadingPage"),children:(0,s.jsx)(n.Skeleton,{lines:6})}),"error"===z.status&&(0,s.jsx)(n.ErrorState,{title:e("help.search.loadError"),code:z.code,onRetry:z.retry}),"ready"===z.status&&z.data&&0===z.data.total&&(0,s.jsx)(n.EmptyState,{title:e("help.search.noResults",{query:m}),description:e("help.search.noResultsHint"),action:(0,s.jsxs)(v,{children:[(0,s.jsx)(n.Button,{variant:"secondary",to:"/faq",children:e("help.search.faq")}),(0,s.jsx)(n.Button,{variant:"secondary",to:"/nos-agences",children:e("help.search.agencies")})]})}),"ready"===z.status&&z.data&&z.data.total>0&&(0,s.jsxs)(s.Fragment,{children:[(0,s.jsx)(S,{role:"status",children:e("help.search.resultsFor",{query:m,count:z.data.total})}),x&&(0,s.jsx)(v,{children:(0,s.jsx)(n.Button,{variant:"link",size:"sm",onClick:()=>C(null),children:e("help.search.allCategories")})}),z.data.groups.map(t=>(0,s.jsxs)(q,{"aria-labelledby":`search-${t.category}`,"data-search-category":t.category,children:[(0,s.jsxs)("h2",{id:`search-${t.category}`,children:[e(`help.search.categories.${t.category}`)," (",t.total,")"]}),(0,s.jsx)("ul",{children:t.results.map(e=>(0,s.jsxs)("li",{children:[(0,s.jsx)(w,{result:e}),(0,s.jsx)("p",{children:e.summary})]},e.id))}),!x&&t.total>t.results.length&&(0,s.jsx)(n.Button,{variant:"link",size:"sm",onClick:()=>C(t.category),children:e("help.search.seeAll",{count:t.total})})]},t.category))]})]})}}}]);
//# sourceMappingURL=42.3debd38256.js.map