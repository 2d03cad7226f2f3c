"use strict";(self.webpackChunkmf_catalogue_1_0_0=self.webpackChunkmf_catalogue_1_0_0||[]).push([[97],{397(e,a,s){s.d(a,{E2:()=>x,NM:()=>h});var t=s(2876),i=s(7589),n=s(110),l=s(3566),c=s(1248);const r=i.default.header`
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
`,o=i.default.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({$compact:e})=>e?"148px":"240px"}), 1fr));
  gap: ${({theme:e,$compact:a})=>a?e.space.sm:e.space.md};
  ${l.media.up("sm")} {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
    gap: ${({theme:e})=>e.space.md};
  }
  margin: 0;
  padding: 0;
  list-style: none;
`,d=i.default.article`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space.sm};
  height: 100%;
  padding: ${({theme:e})=>e.space.sm};
  ${l.media.up("sm")} {
    padding: ${({theme:e})=>e.space.md};
  }
  border: ${({$highlighted:e})=>e?2:1}px solid ${({theme:e,$highlighted:a})=>a?e.colors.primary.main:e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.background.raised};
  box-shadow: ${({theme:e})=>e.shadows.sm};
`,p=i.default.span`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({theme:e})=>e.space.xs};
  border-radius: ${({theme:e})=>e.radii.pill};
  font-size: ${({theme:e})=>e.fontSizes.xs};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  background: ${({theme:e,$tone:a="neutral"})=>({primary:e.colors.primary.light,neutral:e.colors.neutral[100],success:e.colors.success.light,danger:e.colors.danger.light}[a])};
  color: ${({theme:e,$tone:a="neutral"})=>({primary:e.colors.primary.dark,neutral:e.colors.text.secondary,success:e.colors.success.main,danger:e.colors.danger.main}[a])};
`,m=i.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space.xxs};
`,u=i.default.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({theme:e})=>e.space.xs};
  color: ${({theme:e})=>e.colors.primary.main};
`,g=i.default.s`
  color: ${({theme:e})=>e.colors.text.secondary};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`;function h({product:e,size:a="md"}){const{t:s}=(0,n.useTranslation)(c.E);return(0,t.jsxs)(u,{"data-price":e.price,children:[(0,t.jsx)(l.Price,{amount:e.price,period:"month"===e.period?"month":void 0,size:a}),void 0!==e.previousPrice&&(0,t.jsx)(g,{children:s("catalog.previousPrice",{price:e.previousPrice})})]})}function x({product:e}){const{t:a}=(0,n.useTranslation)(c.E),s="in-stock"===e.stockState;return(0,t.jsx)(p,{$tone:s?"success":"danger","data-stock-state":e.stockState,children:a(s?"catalog.inStock":"catalog.outOfStock")})}const f=i.default.h2`
  color: ${({theme:e})=>e.colors.secondary.main};
  font-size: ${({theme:e})=>e.fontSizes.lg};
`,$=i.default.ul`
  display: grid;
  gap: ${({theme:e})=>e.space.xxs};
  margin: 0;
  padding-inline-start: ${({theme:e})=>e.space.md};
  color: ${({theme:e})=>e.colors.text.secondary};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`,y=i.default.div`
  display: grid;
  gap: ${({theme:e})=>e.space.xs};
  margin-top: auto;
`;s.d(a,["YD",0,m,"Zp",0,d,"as",0,$,"bo",0,y,"gw",0,f,"pV",0,o,"vw",0,p,"zJ",0,()=>{const e=(0,l.useLanguage)();return a=>a[e]},"zY",0,r])},7097(e,a,s){s.d(a,{AgenciesPage:()=>b});var t=s(2876),i=s(7689),n=s(7589),l=s(110),c=s(3566);const r=["sales","after-sales","payment","identification","business"];var o=s(1248),d=s(397);const p=(0,i.lazy)(()=>Promise.all([s.e(981),s.e(349)]).then(()=>s(7349))),m=(0,c.createQueryCache)({keepUnusedMs:3e5}),u=(e,a)=>({language:e,...a.city?{city:a.city}:{},...a.service?{service:a.service}:{},...a.sunday?{sunday:!0}:{},...a.position?{lat:a.position.lat,lng:a.position.lng}:{}}),g=(0,n.default)(c.Container)`
  padding-bottom: ${({theme:e})=>e.space.xxl};
`,h=n.default.div`
  display: grid;
  gap: ${({theme:e})=>e.space.sm};
  align-items: end;
  margin-bottom: ${({theme:e})=>e.space.md};
  ${c.media.up("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${c.media.up("md")} {
    grid-template-columns: repeat(4, auto);
    justify-content: start;
  }
`,x=n.default.div`
  display: grid;
  gap: ${({theme:e})=>e.space.lg};
  ${c.media.up("md")} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
    > :last-child {
      position: sticky;
      top: ${({theme:e})=>e.space.md};
      order: 2;
    }
  }
`,f=n.default.ul`
  display: grid;
  gap: ${({theme:e})=>e.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`,$=n.default.article`
  display: grid;
  gap: ${({theme:e})=>e.space.xs};
  padding: ${({theme:e})=>e.space.md};
  border: ${({$selected:e})=>e?2:1}px solid ${({theme:e,$selected:a})=>a?e.colors.primary.main:e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  h2 {
    font-size: ${({theme:e})=>e.fontSizes.lg};
    color: ${({theme:e})=>e.colors.secondary.main};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 2px ${({theme:e})=>e.space.sm};
    margin: 0;
    font-size: ${({theme:e})=>e.fontSizes.sm};
  }
  dd {
    margin: 0;
    unicode-bidi: plaintext;
  }
`,y=n.default.p`
  color: ${({theme:e})=>e.colors.text.secondary};
`,j=n.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space.xs};
`;function v({agency:e,selected:a,language:s}){const{t:n}=(0,l.useTranslation)(o.E),r=function(e){return(0,i.useMemo)(()=>{const a=new Intl.DateTimeFormat("ar"===e?"ar-MA":"en"===e?"en-GB":"fr-MA",{weekday:"long"});return[1,2,3,4,5,6,0].map(e=>({day:e,name:a.format(new Date(Date.UTC(2026,10,22+e,12)))}))},[e])}(s),p=(0,i.useRef)(null);return(0,i.useEffect)(()=>{a&&p.current?.scrollIntoView?.({block:"nearest"})},[a]),(0,t.jsxs)($,{ref:p,$selected:a,"data-agency-id":e.id,"aria-current":a?"true":void 0,children:[(0,t.jsx)("h2",{children:e.name}),(0,t.jsxs)(y,{children:[e.address,", ",e.city,void 0!==e.distanceKm&&` — ${n("places.agencies.distance",{distance:e.distanceKm.toLocaleString("ar"===s?"ar-MA":"fr-MA")})}`]}),(0,t.jsxs)(d.YD,{children:[e.openOnSunday&&(0,t.jsx)(d.vw,{$tone:"success",children:n("places.agencies.openSunday")}),e.services.map(e=>(0,t.jsx)(d.vw,{children:n(`places.agencies.services.${e}`)},e))]}),(0,t.jsxs)("details",{children:[(0,t.jsx)("summary",{children:n("places.agencies.hours")}),(0,t.jsx)("dl",{children:r.map(({day:a,name:s})=>{const l=e.hours.find(e=>e.day===a);return(0,t.jsxs)(i.Fragment,{children:[(0,t.jsx)("dt",{children:s}),(0,t.jsx)("dd",{children:l?`${l.opens} – ${l.closes}`:n("places.agencies.closed")})]},a)})})]}),(0,t.jsxs)(j,{children:[(0,t.jsxs)(c.Button,{variant:"secondary",size:"sm",href:`tel:${e.phone}`,children:[n("places.agencies.call")," ",(0,t.jsx)(c.PhoneNumber,{mdn:e.phone})]}),(0,t.jsx)(c.Button,{variant:"ghost",size:"sm",href:`https://www.openstreetmap.org/directions?to=${e.latitude}%2C${e.longitude}`,target:"_blank",rel:"noopener noreferrer",children:n("places.agencies.directions")})]})]})}function b(){const{t:e}=(0,l.useTranslation)(o.E),a=(0,c.useLanguage)(),s=(0,i.useId)(),[n,$]=(0,i.useState)({city:"",service:"",sunday:!1,position:null}),[j,b]=(0,i.useState)("idle"),[S,k]=(0,i.useState)(null),w=u(a,n),z=(0,c.useCachedQuery)(m,JSON.stringify(w),()=>((e,a)=>{const s=u(e,a);return m.fetch(`agencies?${new URLSearchParams(Object.entries(s).map(([e,a])=>[e,String(a)])).toString()}`,()=>c.api.get("/api/v1/ms-content/agencies",{params:s}))})(a,n)),[C,M]=(0,i.useState)([]);(0,i.useEffect)(()=>{"ready"===z.status&&M(z.data.cities)},[z.status,z.data]);const P="ready"===z.status?z.data.agencies:[],E=P.map(e=>({id:e.id,latitude:e.latitude,longitude:e.longitude,label:e.name,selected:e.id===S}));return(0,t.jsxs)(g,{"data-page":"nos-agences",children:[(0,t.jsxs)(d.zY,{children:[(0,t.jsx)("h1",{children:e("places.agencies.title")}),(0,t.jsx)("p",{children:e("places.agencies.intro")})]}),(0,t.jsxs)(h,{children:[(0,t.jsx)(c.Select,{id:`${s}-city`,label:e("places.agencies.city"),placeholder:e("places.agencies.allCities"),options:C.map(e=>({value:e.id,label:e.name})),value:n.city,onChange:e=>$(a=>({...a,city:e.target.value,position:e.target.value?null:a.position}))}),(0,t.jsx)(c.Select,{id:`${s}-service`,label:e("places.agencies.service"),placeholder:e("places.agencies.allServices"),options:r.map(a=>({value:a,label:e(`places.agencies.services.${a}`)})),value:n.service,onChange:e=>$(a=>({...a,service:e.target.value}))}),(0,t.jsx)(c.Checkbox,{id:`${s}-sunday`,label:e("places.agencies.sunday"),checked:n.sunday,onChange:e=>$(a=>({...a,sunday:e.target.checked}))}),(0,t.jsx)(c.Button,{variant:"secondary",onClick:()=>{navigator.geolocation?(b("locating"),navigator.geolocation.getCurrentPosition(({coords:e})=>{b("located"),$(a=>({...a,city:"",position:{lat:Math.round(1e4*e.latitude)/1e4,lng:Math.round(1e4*e.longitude)/1e4}}))},()=>b("refused"),{timeout:1e4,maximumAge:3e5})):b("refused")},loading:"locating"===j,children:e("places.agencies.nearMe")})]}),(0,t.jsxs)("p",{role:"status",children:["locating"===j&&e("places.agencies.locating"),"located"===j&&n.position&&e("places.agencies.located"),"refused"===j&&e("places.agencies.locationRefused")]}),(0,t.jsxs)(x,{children:[(0,t.jsxs)("section",{"aria-labelledby":`${s}-count`,children:["loading"===z.status&&(0,t.jsx)(c.Loading,{label:e("loadingPage"),children:(0,t.jsx)(c.Skeleton,{lines:8})}),"error"===z.status&&(0,t.jsx)(c.ErrorState,{title:e("places.agencies.loadError"),code:z.code,onRetry:z.retry}),"ready"===z.status&&(0,t.jsxs)(t.Fragment,{children:[(0,t.jsx)(y,{id:`${s}-count`,children:e("places.agencies.count",{count:P.length})}),0===P.length?(0,t.jsx)("p",{children:e("places.agencies.none")}):(0,t.jsx)(f,{children:P.map(e=>(0,t.jsx)("li",{children:(0,t.jsx)(v,{agency:e,selected:e.id===S,language:a})},e.id))})]})]}),(0,t.jsx)(i.Suspense,{fallback:(0,t.jsx)(c.Skeleton,{variant:"rect",height:360}),children:(0,t.jsx)(p,{points:E,label:e("places.agencies.map"),onSelect:k})})]})]})}}}]);
//# sourceMappingURL=97.d20b600254.js.map