"use strict";(self.webpackChunkmf_catalogue_1_0_0=self.webpackChunkmf_catalogue_1_0_0||[]).push([[362],{1362(e,t,a){a.r(t),a.d(t,{AccessoriesPage:()=>ce,AccessoryPage:()=>Le,HomeInternetPage:()=>Ce,InternetOffersPage:()=>Te,PlansPage:()=>$e,SmartphonePage:()=>Ee,SmartphonesPage:()=>ne});var s=a(2876),r=a(7689),i=a(7589),n=a(4319),o=a(110),l=a(3566),c=a(5237),d=a(1248),h=a(2913);const m="/api/v1/ms-catalog",p=(0,l.createQueryCache)({keepUnusedMs:864e5});function u(e){const t=new URLSearchParams({family:e.family});return e.segment&&t.set("segment",e.segment),e.homeFamily&&t.set("homeFamily",e.homeFamily),e.brand?.length&&t.set("brand",[...e.brand].sort().join(",")),e.network?.length&&t.set("network",[...e.network].sort().join(",")),e.os?.length&&t.set("os",[...e.os].sort().join(",")),void 0!==e.minPrice&&t.set("minPrice",String(e.minPrice)),void 0!==e.maxPrice&&t.set("maxPrice",String(e.maxPrice)),e.sort&&t.set("sort",e.sort),t}const g=e=>`products?${u(e).toString()}`,x=e=>p.fetch(g(e),()=>l.api.get(`${m}/products`,{params:u(e)})),f=e=>`product/${e}`,j=e=>p.fetch(f(e),async()=>{const[t]=await l.api.get(`${m}/product/${encodeURIComponent(e)}`,{params:{gzip_controle:!0}});if(!t)throw new Error("The catalogue answered no product");return t});var b=a(397);function $(){const e=(0,l.useAppDispatch)(),t=(0,l.useLanguage)(),{t:a}=(0,o.useTranslation)(d.E);return(0,r.useCallback)((s,r)=>{e(l.busEvents.cartItemAddRequested({productType:s.productType,productId:s.id,quantity:1,...r?{options:r}:{}})),(0,l.showToast)({kind:"success",text:a("catalog.added",{name:(0,c.LD)(s,t)})})},[e,t,a])}const y=i.default.div`
  display: grid;
  gap: ${({theme:e})=>e.space.xl};
  padding-block: ${({theme:e})=>e.space.lg} ${({theme:e})=>e.space.xxl};
  ${l.media.up("md")} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`,w=i.default.div`
  display: grid;
  gap: ${({theme:e})=>e.space.sm};
`,v=i.default.div`
  border-radius: ${({theme:e})=>e.radii.lg};
  overflow: hidden;
  background: ${({theme:e})=>e.colors.background.subtle};
`,k=i.default.div`
  display: flex;
  gap: ${({theme:e})=>e.space.xs};
`,P=i.default.button`
  width: 72px;
  padding: 2px;
  border: 2px solid ${({theme:e,$current:t})=>t?e.colors.primary.main:e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e})=>e.colors.background.raised};
  cursor: pointer;
`,S=i.default.div`
  display: grid;
  gap: ${({theme:e})=>e.space.md};
  h1 {
    color: ${({theme:e})=>e.colors.secondary.main};
    font-size: ${({theme:e})=>e.fontSizes.xxl};
    line-height: ${({theme:e})=>e.lineHeights.tight};
  }
`,z=i.default.p`
  color: ${({theme:e})=>e.colors.text.secondary};
`,C=i.default.h2`
  margin-bottom: ${({theme:e})=>e.space.sm};
  font-size: ${({theme:e})=>e.fontSizes.xl};
`,T=i.default.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({theme:e})=>e.space.xs} ${({theme:e})=>e.space.md};
  margin: 0;
  dt {
    color: ${({theme:e})=>e.colors.text.secondary};
  }
  dd {
    margin: 0;
    font-weight: ${({theme:e})=>e.fontWeights.medium};
    unicode-bidi: plaintext;
  }
`,E=(0,i.default)(l.SiteLink)`
  display: inline-block;
  margin-top: ${({theme:e})=>e.space.md};
`;function L({product:e}){const{t}=(0,o.useTranslation)(d.E),a=(0,l.useLanguage)(),i=(0,b.zJ)(),n=$(),[m,p]=(0,r.useState)(0),[u,g]=(0,r.useState)(e.colours?.[0]?.fr??""),x=(0,c.LD)(e,a),f="in-stock"===e.stockState;return(0,s.jsxs)(y,{"data-product-id":e.id,children:[(0,s.jsxs)(w,{"aria-label":t("catalog.product.pictures"),role:"group",children:[(0,s.jsx)(v,{children:(0,s.jsx)(h.wF,{image:{url:e.images[m]??"",alt:x},width:600,height:600,fit:"contain",sizes:"(min-width: 900px) 560px, 100vw",priority:!0})}),e.images.length>1&&(0,s.jsx)(k,{children:e.images.map((e,a)=>(0,s.jsx)(P,{type:"button",$current:a===m,"aria-pressed":a===m,"aria-label":t("catalog.product.showPicture",{index:a+1}),onClick:()=>p(a),children:(0,s.jsx)(h.wF,{image:{url:e,alt:""},decorative:!0,width:64,height:64,fit:"contain",sizes:"64px"})},e))})]}),(0,s.jsxs)(S,{children:[(0,s.jsxs)(b.YD,{children:[e.badge&&(0,s.jsx)(b.vw,{$tone:"primary",children:i(e.badge)}),e.network&&(0,s.jsx)(b.vw,{children:e.network}),(0,s.jsx)(b.E2,{product:e})]}),e.brand&&(0,s.jsx)(z,{children:e.brand}),(0,s.jsx)("h1",{children:x}),(0,s.jsxs)("div",{children:[(0,s.jsx)(b.NM,{product:e,size:"lg"}),(0,s.jsx)(z,{children:t("catalog.taxIncluded")})]}),(0,s.jsx)("p",{children:i(e.description)}),e.colours&&e.colours.length>1&&(0,s.jsx)(l.RadioGroup,{name:"colour",legend:t("catalog.product.colour"),row:!0,value:u,onChange:g,options:e.colours.map(e=>({value:e.fr,label:i(e)}))}),(0,s.jsx)(l.Button,{size:"lg",disabled:!f,onClick:()=>n(e,u?{colour:u}:void 0),children:t("catalog.addToCart")}),(0,s.jsx)(z,{children:t(f?"catalog.product.delivery":"catalog.outOfStockHint")}),(0,s.jsxs)("section",{"aria-labelledby":"product-specs",children:[(0,s.jsx)(C,{id:"product-specs",children:t("catalog.product.specs")}),(0,s.jsx)(T,{children:e.specs.map(e=>(0,s.jsxs)(r.Fragment,{children:[(0,s.jsx)("dt",{children:i(e.label)}),(0,s.jsx)("dd",{children:i(e.value)})]},e.label.fr))})]})]})]})}function F({listPath:e,listLabelKey:t}){const{t:a}=(0,o.useTranslation)(d.E),{productId:r=""}=(0,n.useParams)(),i=(0,l.useCachedQuery)(p,f(r),()=>j(r));return(0,s.jsxs)(l.Container,{"data-page":"product",children:[(0,s.jsxs)(E,{to:e,children:[(0,s.jsx)("span",{"aria-hidden":"true",children:"‹ "}),a(t)]}),"loading"===i.status&&(0,s.jsx)(l.Loading,{label:a("loadingPage"),children:(0,s.jsxs)(y,{"aria-hidden":"true",children:[(0,s.jsx)(l.Skeleton,{variant:"rect",height:360}),(0,s.jsx)(l.Skeleton,{lines:6})]})}),"error"===i.status&&i.code===c.a2.productUnknown&&(0,s.jsx)(l.EmptyState,{title:a("catalog.product.notFound"),description:a("catalog.product.notFoundHint"),action:(0,s.jsx)(l.Button,{variant:"secondary",to:e,children:a(t)})}),"error"===i.status&&i.code!==c.a2.productUnknown&&(0,s.jsx)(l.ErrorState,{title:a("catalog.loadError"),code:i.code,onRetry:i.retry}),"ready"===i.status&&(0,s.jsx)(L,{product:i.data})]})}var M=a(3228);const I={newest:"nouveautes","price-asc":"prix-croissant","price-desc":"prix-decroissant"},N={brands:[],networks:[],systems:[],sort:"newest"},A=(e,t)=>(e.get(t)??"").split(",").map(e=>e.trim()).filter(Boolean),D=(e,t)=>e.filter(e=>t.some(t=>t.toLowerCase()===e.toLowerCase())),R=e=>{if(null===e||""===e.trim())return;const t=Number(e);return Number.isFinite(t)&&t>=0?t:void 0};function B(e){const t=c.u1.find(t=>I[t]===e.get("tri"))??"newest";let a=R(e.get("prixMin")),s=R(e.get("prixMax"));return void 0!==a&&void 0!==s&&a>s&&([a,s]=[s,a]),{brands:A(e,"marque").filter(e=>/^[A-Za-z0-9 -]{1,40}$/.test(e)),networks:D(c.Of,A(e,"reseau")),systems:D(c.nh,A(e,"os")),...void 0!==a?{minPrice:a}:{},...void 0!==s?{maxPrice:s}:{},sort:t}}function W(e){const t=new URLSearchParams;return e.brands.length&&t.set("marque",e.brands.join(",")),e.networks.length&&t.set("reseau",e.networks.join(",")),e.systems.length&&t.set("os",e.systems.join(",")),void 0!==e.minPrice&&t.set("prixMin",String(e.minPrice)),void 0!==e.maxPrice&&t.set("prixMax",String(e.maxPrice)),"newest"!==e.sort&&t.set("tri",I[e.sort]),t}const q=e=>({family:"smartphone",brand:e.brands,network:e.networks,os:e.systems,...void 0!==e.minPrice?{minPrice:e.minPrice}:{},...void 0!==e.maxPrice?{maxPrice:e.maxPrice}:{},sort:e.sort});function U({count:e=8}){const{t}=(0,o.useTranslation)(d.E);return(0,s.jsx)(l.Loading,{label:t("loadingPage"),children:(0,s.jsx)(b.pV,{"aria-hidden":"true",$compact:!0,children:Array.from({length:e},(e,t)=>(0,s.jsx)("li",{children:(0,s.jsxs)(b.Zp,{children:[(0,s.jsx)(l.Skeleton,{variant:"rect",height:220}),(0,s.jsx)(l.Skeleton,{lines:2}),(0,s.jsx)(l.Skeleton,{width:"40%",height:28})]})},t))})})}const Y=i.default.h2`
  font-size: ${({theme:e})=>e.fontSizes.md};
  ${l.media.up("sm")} {
    font-size: ${({theme:e})=>e.fontSizes.lg};
  }
  line-height: ${({theme:e})=>e.lineHeights.tight};
  a {
    color: ${({theme:e})=>e.colors.secondary.main};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  /* The whole card follows the name's link; the button stays its own target above it. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`,_=(0,i.default)(b.Zp)`
  position: relative;
  button,
  a[data-own-target] {
    position: relative;
    z-index: 1;
  }
`,H=i.default.p`
  color: ${({theme:e})=>e.colors.text.secondary};
  font-size: ${({theme:e})=>e.fontSizes.sm};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;function V({product:e,to:t,withAddToCart:a=!1,priority:r=!1}){const{t:i}=(0,o.useTranslation)(d.E),n=(0,l.useLanguage)(),m=(0,b.zJ)(),p=$(),u=(0,c.LD)(e,n);return(0,s.jsxs)(_,{"data-product-id":e.id,children:[(0,s.jsx)(h.wF,{image:{url:e.images[0]??"",alt:""},decorative:!0,width:300,height:300,fit:"contain",sizes:"(min-width: 600px) 280px, 50vw",priority:r}),(0,s.jsxs)(b.YD,{children:[e.badge&&(0,s.jsx)(b.vw,{$tone:"primary",children:m(e.badge)}),e.network&&(0,s.jsx)(b.vw,{children:e.network}),(0,s.jsx)(b.E2,{product:e})]}),e.brand&&(0,s.jsx)(H,{children:e.brand}),(0,s.jsx)(Y,{children:(0,s.jsx)(l.SiteLink,{to:t,children:u})}),(0,s.jsxs)(b.bo,{children:[(0,s.jsx)(b.NM,{product:e}),a&&(0,s.jsx)(l.Button,{variant:"secondary",size:"sm",disabled:"in-stock"!==e.stockState,onClick:()=>p(e),"aria-label":i("catalog.addToCartNamed",{name:u}),children:i("catalog.addToCart")})]})]})}const O=[1e3,2e3,3e3,5e3,8e3,1e4,15e3],Z={android:"Android",ios:"iOS"},J=i.default.fieldset`
  display: grid;
  gap: ${({theme:e})=>e.space.xs};
  margin: 0;
  padding: 0 0 ${({theme:e})=>e.space.md};
  border: 0;
  border-bottom: 1px solid ${({theme:e})=>e.colors.border.subtle};
  legend {
    margin-bottom: ${({theme:e})=>e.space.xs};
    font-weight: ${({theme:e})=>e.fontWeights.bold};
  }
`,Q=i.default.div`
  display: grid;
  gap: ${({theme:e})=>e.space.md};
`,G=(e,t)=>e.includes(t)?e.filter(e=>e!==t):[...e,t];function K({filters:e,facets:t,onChange:a,idPrefix:r}){const{t:i}=(0,o.useTranslation)(d.E),n=(0,l.useLanguage)(),c=O.map(e=>({value:String(e),label:i("catalog.smartphones.upTo",{price:(0,l.formatAmount)(e,n)})})),h=(t,s)=>{const r={...e};""===s?delete r[t]:r[t]=Number(s),a(r)};return(0,s.jsxs)(Q,{children:[(0,s.jsxs)(J,{children:[(0,s.jsx)("legend",{children:i("catalog.smartphones.brand")}),t.brands.map(({value:t,count:i})=>(0,s.jsx)(l.Checkbox,{id:`${r}-brand-${t}`,label:`${t} (${i})`,checked:e.brands.includes(t),onChange:()=>a({...e,brands:G(e.brands,t)})},t))]}),(0,s.jsxs)(J,{children:[(0,s.jsx)("legend",{children:i("catalog.smartphones.network")}),t.networks.map(({value:t,count:i})=>(0,s.jsx)(l.Checkbox,{id:`${r}-network-${t}`,label:`${t} (${i})`,checked:e.networks.includes(t),onChange:()=>a({...e,networks:G(e.networks,t)})},t))]}),(0,s.jsxs)(J,{children:[(0,s.jsx)("legend",{children:i("catalog.smartphones.os")}),t.operatingSystems.map(({value:t,count:i})=>(0,s.jsx)(l.Checkbox,{id:`${r}-os-${t}`,label:`${Z[t]??t} (${i})`,checked:e.systems.includes(t),onChange:()=>a({...e,systems:G(e.systems,t)})},t))]}),(0,s.jsxs)(J,{children:[(0,s.jsx)("legend",{children:i("catalog.smartphones.price")}),(0,s.jsx)(l.Select,{id:`${r}-min-price`,label:i("catalog.smartphones.minPrice"),placeholder:i("catalog.smartphones.anyPrice"),options:c.filter(t=>void 0===e.maxPrice||Number(t.value)<e.maxPrice),value:void 0!==e.minPrice?String(e.minPrice):"",onChange:e=>h("minPrice",e.target.value)}),(0,s.jsx)(l.Select,{id:`${r}-max-price`,label:i("catalog.smartphones.maxPrice"),placeholder:i("catalog.smartphones.anyPrice"),options:c.filter(t=>void 0===e.minPrice||Number(t.value)>e.minPrice),value:void 0!==e.maxPrice?String(e.maxPrice):"",onChange:e=>h("maxPrice",e.target.value)})]})]})}const X=i.default.div`
  display: grid;
  gap: ${({theme:e})=>e.space.lg};
  padding-bottom: ${({theme:e})=>e.space.xxl};
  ${l.media.up("md")} {
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
  }
`,ee=i.default.aside`
  display: none;
  ${l.media.up("md")} {
    display: block;
    position: sticky;
    top: ${({theme:e})=>e.space.md};
  }
`,te=i.default.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space.sm};
  margin-bottom: ${({theme:e})=>e.space.md};
`,ae=i.default.p`
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  &:focus {
    outline: none;
  }
`,se=(0,i.default)(l.Button)`
  ${l.media.up("md")} {
    display: none;
  }
`,re=i.default.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space.xs};
  margin: 0 0 ${({theme:e})=>e.space.md};
  padding: 0;
  list-style: none;
`,ie=i.default.button`
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.space.xxs};
  min-height: 32px;
  padding: 0 ${({theme:e})=>e.space.sm};
  border: 1px solid ${({theme:e})=>e.colors.primary.main};
  border-radius: ${({theme:e})=>e.radii.pill};
  background: ${({theme:e})=>e.colors.primary.light};
  color: ${({theme:e})=>e.colors.primary.dark};
  font: inherit;
  font-size: ${({theme:e})=>e.fontSizes.sm};
  cursor: pointer;
`;function ne(){const{t:e}=(0,o.useTranslation)(d.E),[t,a]=(0,n.useSearchParams)(),i=t.toString(),[h,m]=(0,r.useState)(()=>({filters:B(t),seenUrl:i}));if(h.seenUrl!==i){const e=W(h.filters).toString()===i;m({filters:e?h.filters:B(t),seenUrl:i})}const u=h.filters,f=q(u),j=(0,l.useCachedQuery)(p,g(f),()=>x(f)),$=(0,l.useCachedQuery)(p,g(q(N)),()=>x(q(N))),y=j.data?.facets??$.data?.facets,[w,v]=(0,r.useState)(!1),k=(0,r.useRef)(null),P=(e=>e.brands.length+e.networks.length+e.systems.length+(void 0!==e.minPrice?1:0)+(void 0!==e.maxPrice?1:0))(u);(0,l.useFocusOnChange)(k,P);const S=e=>{const t=W(e);m(t=>({...t,filters:e})),a(t,{replace:!0,preventScrollReset:!0})},z=function(e,t){return[...e.brands.map(t=>({label:t,without:{...e,brands:e.brands.filter(e=>e!==t)}})),...e.networks.map(t=>({label:t,without:{...e,networks:e.networks.filter(e=>e!==t)}})),...e.systems.map(t=>({label:Z[t],without:{...e,systems:e.systems.filter(e=>e!==t)}})),...void 0!==e.minPrice?[{label:t("min",e.minPrice),without:{...e,minPrice:void 0}}]:[],...void 0!==e.maxPrice?[{label:t("max",e.maxPrice),without:{...e,maxPrice:void 0}}]:[]]}(u,(t,a)=>`${e("min"===t?"catalog.smartphones.minPrice":"catalog.smartphones.maxPrice")} ${e("catalog.smartphones.upTo",{price:a})}`),C=e=>y?(0,s.jsx)(K,{idPrefix:e,filters:u,facets:y,onChange:S}):null;return(0,s.jsxs)(l.Container,{"data-page":"catalogue-smartphones",children:[(0,s.jsxs)(b.zY,{children:[(0,s.jsx)("h1",{children:e("catalog.smartphones.title")}),(0,s.jsx)("p",{children:e("catalog.smartphones.intro")})]}),(0,s.jsxs)(X,{children:[(0,s.jsx)(ee,{"aria-label":e("catalog.smartphones.filters"),children:C("side")}),(0,s.jsxs)("section",{"aria-labelledby":"smartphone-results",children:[(0,s.jsxs)(te,{children:[(0,s.jsx)(ae,{id:"smartphone-results",ref:k,tabIndex:-1,"aria-live":"polite",children:"ready"===j.status?e("catalog.results",{count:j.data.total}):" "}),(0,s.jsx)(se,{variant:"secondary",size:"sm",onClick:()=>v(!0),"aria-haspopup":"dialog",children:P?e("catalog.smartphones.filtersWithCount",{count:P}):e("catalog.smartphones.filters")}),(0,s.jsx)(l.Select,{id:"smartphone-sort",label:e("catalog.smartphones.sort"),placeholder:!1,value:u.sort,options:c.u1.map(t=>({value:t,label:e(`catalog.smartphones.sorts.${t}`)})),onChange:e=>S({...u,sort:e.target.value})})]}),z.length>0&&(0,s.jsxs)(re,{"aria-label":e("catalog.smartphones.activeFilters"),children:[z.map(t=>(0,s.jsx)("li",{children:(0,s.jsxs)(ie,{type:"button",onClick:()=>S(t.without),"aria-label":e("catalog.smartphones.removeFilter",{name:t.label}),children:[t.label," ",(0,s.jsx)("span",{"aria-hidden":"true",children:"×"})]})},t.label)),(0,s.jsx)("li",{children:(0,s.jsx)(l.Button,{variant:"link",size:"sm",onClick:()=>S({...N,sort:u.sort}),children:e("catalog.smartphones.clear")})})]}),"loading"===j.status&&(0,s.jsx)(U,{}),"error"===j.status&&(0,s.jsx)(l.ErrorState,{title:e("catalog.loadError"),code:j.code,onRetry:j.retry}),"ready"===j.status&&0===j.data.items.length&&(0,s.jsx)(l.EmptyState,{title:e("catalog.smartphones.empty"),description:e("catalog.smartphones.emptyHint"),action:(0,s.jsx)(l.Button,{variant:"secondary",onClick:()=>S({...N,sort:u.sort}),children:e("catalog.smartphones.clear")})}),"ready"===j.status&&j.data.items.length>0&&(0,s.jsx)(b.pV,{$compact:!0,children:j.data.items.map((e,t)=>(0,s.jsx)("li",{children:(0,s.jsx)(V,{product:e,to:`${M.rc.smartphones}/${e.id}`,priority:t<2})},e.id))})]})]}),(0,s.jsx)(l.Modal,{open:w,onClose:()=>v(!1),title:e("catalog.smartphones.filters"),footer:(0,s.jsx)(l.Button,{fullWidth:!0,onClick:()=>v(!1),children:e("catalog.smartphones.showResults",{count:j.data?.total??0})}),children:C("dialog")})]})}function oe({query:e,children:t,skeletonCount:a=4}){const{t:r}=(0,o.useTranslation)(d.E),i=(0,l.useCachedQuery)(p,g(e),()=>x(e));return"loading"===i.status?(0,s.jsx)(U,{count:a}):"error"===i.status?(0,s.jsx)(l.ErrorState,{title:r("catalog.loadError"),code:i.code,onRetry:i.retry}):0===i.data.items.length?(0,s.jsx)(l.EmptyState,{title:r("catalog.smartphones.empty")}):(0,s.jsx)(s.Fragment,{children:t(i.data)})}const le=(0,i.default)(l.Container)`
  padding-bottom: ${({theme:e})=>e.space.xxl};
`;function ce(){const{t:e}=(0,o.useTranslation)(d.E);return(0,s.jsxs)(le,{"data-page":"accessoires-home",children:[(0,s.jsxs)(b.zY,{children:[(0,s.jsx)("h1",{children:e("catalog.accessories.title")}),(0,s.jsx)("p",{children:e("catalog.accessories.intro")})]}),(0,s.jsx)(oe,{query:{family:"accessory",sort:"price-asc"},children:e=>(0,s.jsx)(b.pV,{$compact:!0,children:e.items.map(e=>(0,s.jsx)("li",{children:(0,s.jsx)(V,{product:e,to:`${M.rc.accessories}/${e.id}`,withAddToCart:!0})},e.id))})})]})}function de(e,t,a){const s="data"===t?a?.dataGb:"calls"===t?a?.callHours:a?.sms;return void 0===s?"—":null===s?e("catalog.plans.unlimited"):e("data"===t?"catalog.plans.dataAmount":"calls"===t?"catalog.plans.callAmount":"catalog.plans.smsAmount",{count:s})}function he(e,t){return t?.commitmentMonths?e("catalog.plans.months",{count:t.commitmentMonths}):e("catalog.plans.noCommitment")}const me={consumer:null,business:"entreprise"},pe=i.default.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({theme:e})=>e.space.xs};
  margin: 0;
  text-align: center;
  div {
    padding: ${({theme:e})=>e.space.xs};
    border-radius: ${({theme:e})=>e.radii.md};
    background: ${({theme:e})=>e.colors.background.subtle};
  }
  dt {
    color: ${({theme:e})=>e.colors.text.secondary};
    font-size: ${({theme:e})=>e.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-weight: ${({theme:e})=>e.fontWeights.bold};
  }
`,ue=i.default.div`
  color: ${({theme:e})=>e.colors.primary.main};
`,ge=i.default.div`
  overflow-x: auto;
  margin-block: ${({theme:e})=>e.space.lg} ${({theme:e})=>e.space.xxl};
  border: 1px solid ${({theme:e})=>e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  table {
    width: 100%;
    border-collapse: collapse;
    min-width: 480px;
  }
  caption {
    padding: ${({theme:e})=>e.space.md};
    font-size: ${({theme:e})=>e.fontSizes.lg};
    font-weight: ${({theme:e})=>e.fontWeights.bold};
    text-align: start;
  }
  th,
  td {
    padding: ${({theme:e})=>e.space.sm};
    border-top: 1px solid ${({theme:e})=>e.colors.border.subtle};
    text-align: start;
    vertical-align: top;
  }
  tbody th {
    color: ${({theme:e})=>e.colors.text.secondary};
    font-weight: ${({theme:e})=>e.fontWeights.medium};
  }
`,xe=i.default.p`
  margin-block: ${({theme:e})=>e.space.lg} ${({theme:e})=>e.space.xxl};
  color: ${({theme:e})=>e.colors.text.secondary};
`;function fe({plan:e,highlighted:t,compared:a,onCompare:i}){const{t:n}=(0,o.useTranslation)(d.E),h=(0,l.useLanguage)(),m=(0,b.zJ)(),p=$(),u=(0,c.LD)(e,h),g=(0,r.useRef)(null);return(0,r.useEffect)(()=>{t&&g.current?.scrollIntoView?.({block:"center"})},[t]),(0,s.jsxs)(b.Zp,{ref:g,$highlighted:t,"data-plan-id":e.id,"aria-current":t?"true":void 0,children:[(0,s.jsxs)(b.YD,{children:[t&&(0,s.jsx)(b.vw,{$tone:"primary",children:n("catalog.plans.selected")}),e.badge&&(0,s.jsx)(b.vw,{$tone:"primary",children:m(e.badge)}),e.network&&(0,s.jsx)(b.vw,{children:e.network})]}),(0,s.jsx)(b.gw,{children:u}),(0,s.jsxs)(pe,{children:[(0,s.jsxs)("div",{children:[(0,s.jsx)("dt",{children:n("catalog.plans.data")}),(0,s.jsx)("dd",{children:de(n,"data",e.allowances)})]}),(0,s.jsxs)("div",{children:[(0,s.jsx)("dt",{children:n("catalog.plans.calls")}),(0,s.jsx)("dd",{children:de(n,"calls",e.allowances)})]}),(0,s.jsxs)("div",{children:[(0,s.jsx)("dt",{children:n("catalog.plans.sms")}),(0,s.jsx)("dd",{children:de(n,"sms",e.allowances)})]})]}),(0,s.jsx)(b.as,{"aria-label":n("catalog.plans.included"),children:e.allowances?.highlights.map(e=>(0,s.jsx)("li",{children:m(e)},e.fr))}),(0,s.jsxs)(b.bo,{children:[(0,s.jsx)(ue,{children:(0,s.jsx)(l.Price,{amount:e.price,period:"month",size:"lg"})}),(0,s.jsx)(l.Button,{onClick:()=>p(e),"aria-label":n("catalog.plans.chooseNamed",{name:u}),children:n("catalog.plans.choose")}),(0,s.jsx)(l.Checkbox,{id:`compare-${e.id}`,label:n("catalog.plans.compare"),"aria-label":n("catalog.plans.compareNamed",{name:u}),checked:a,onChange:e=>i(e.target.checked)})]})]})}function je({plans:e}){const{t}=(0,o.useTranslation)(d.E),a=(0,l.useLanguage)(),r=(0,b.zJ)(),i=[[t("catalog.plans.price"),e=>(0,s.jsx)(l.Price,{amount:e.price,period:"month",size:"sm"})],[t("catalog.plans.data"),e=>de(t,"data",e.allowances)],[t("catalog.plans.calls"),e=>de(t,"calls",e.allowances)],[t("catalog.plans.sms"),e=>de(t,"sms",e.allowances)],[t("catalog.plans.network"),e=>e.network??"—"],[t("catalog.plans.commitment"),e=>he(t,e.allowances)],[t("catalog.plans.included"),e=>e.allowances?.highlights.map(e=>r(e)).join(" · ")]];return(0,s.jsx)(ge,{tabIndex:0,role:"region","aria-label":t("catalog.plans.comparison"),children:(0,s.jsxs)("table",{"data-plan-comparison":!0,children:[(0,s.jsx)("caption",{children:t("catalog.plans.comparison")}),(0,s.jsx)("thead",{children:(0,s.jsxs)("tr",{children:[(0,s.jsx)("td",{}),e.map(e=>(0,s.jsx)("th",{scope:"col",children:(0,c.LD)(e,a)},e.id))]})}),(0,s.jsx)("tbody",{children:i.map(([t,a])=>(0,s.jsxs)("tr",{children:[(0,s.jsx)("th",{scope:"row",children:t}),e.map(e=>(0,s.jsx)("td",{children:a(e)},e.id))]},t))})]})})}function be({plans:e,selectedId:t}){const{t:a}=(0,o.useTranslation)(d.E),[i,n]=(0,r.useState)([]),c=e.filter(e=>i.includes(e.id));return(0,s.jsxs)(s.Fragment,{children:[(0,s.jsx)(b.pV,{children:e.map(e=>(0,s.jsx)("li",{children:(0,s.jsx)(fe,{plan:e,highlighted:e.id===t,compared:i.includes(e.id),onCompare:t=>((e,t)=>{t&&i.length>=3?(0,l.showToast)({kind:"info",text:a("catalog.plans.compareLimit")}):n(a=>t?[...a,e]:a.filter(t=>t!==e))})(e.id,t)})},e.id))}),c.length>=2?(0,s.jsxs)(s.Fragment,{children:[(0,s.jsx)(je,{plans:c}),(0,s.jsx)(l.Button,{variant:"link",onClick:()=>n([]),children:a("catalog.plans.clearComparison")})]}):(0,s.jsx)(xe,{children:a("catalog.plans.compareHint")})]})}function $e(){const{t:e}=(0,o.useTranslation)(d.E),[t,a]=(0,n.useSearchParams)(),r=t.get("productId"),i=(0,l.useCachedQuery)(p,r?f(r):"no-plan",()=>r?j(r):Promise.resolve(null)),c=t.get("segment")===me.business?"business":i.data?.segment??"consumer",h=t=>({id:t,label:e(`catalog.plans.${t}`),content:(0,s.jsx)(oe,{query:{family:"plan",segment:t,sort:"price-asc"},children:e=>(0,s.jsx)(be,{plans:e.items,selectedId:r})})});return(0,s.jsxs)(l.Container,{"data-page":"forfait-mobile",children:[(0,s.jsxs)(b.zY,{children:[(0,s.jsx)("h1",{children:e("catalog.plans.title")}),(0,s.jsx)("p",{children:e("catalog.plans.intro")})]}),(0,s.jsx)(l.Tabs,{label:e("catalog.plans.segments"),value:c,onChange:e=>{const t=new URLSearchParams,s=me[e];s&&t.set("segment",s),a(t,{replace:!0,preventScrollReset:!0})},tabs:[h("consumer"),h("business")]})]})}const ye={"fibre-optique":"/api/v1/ms-content/media/icon-fibre.svg","adsl-xtra":"/api/v1/ms-content/media/router.svg","idar-duo":"/api/v1/ms-content/media/icon-5g.svg","vacay-wifi":"/api/v1/ms-content/media/icon-roaming.svg"},we=i.default.p`
  color: ${({theme:e})=>e.colors.text.secondary};
`,ve=i.default.p`
  font-size: ${({theme:e})=>e.fontSizes.xl};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
`,ke=i.default.section`
  padding-bottom: ${({theme:e})=>e.space.xxl};
  h2.section-title {
    margin-bottom: ${({theme:e})=>e.space.md};
    font-size: ${({theme:e})=>e.fontSizes.xl};
  }
`,Pe=i.default.div`
  width: 72px;
`,Se=(e,t)=>e>=1e3?`${e/1e3} ${"ar"===t?"جيغابت/ث":"en"===t?"Gbps":"Gb/s"}`:`${e} ${"ar"===t?"ميغابت/ث":"en"===t?"Mbps":"Mb/s"}`;function ze({offer:e,highlighted:t}){const{t:a}=(0,o.useTranslation)(d.E),r=(0,l.useLanguage)(),i=(0,b.zJ)(),n=$(),h=(0,c.LD)(e,r);return(0,s.jsxs)(b.Zp,{$highlighted:t,"data-offer-id":e.id,children:[(0,s.jsxs)(b.YD,{children:[e.badge&&(0,s.jsx)(b.vw,{$tone:"primary",children:i(e.badge)}),(0,s.jsx)(b.vw,{children:he(a,e.allowances)})]}),(0,s.jsx)(b.gw,{children:h}),void 0!==e.allowances?.speedMbps&&(0,s.jsx)(ve,{children:a("catalog.internet.speed",{speed:Se(e.allowances.speedMbps,r)})}),(0,s.jsx)(b.as,{children:e.allowances?.highlights.map(e=>(0,s.jsx)("li",{children:i(e)},e.fr))}),(0,s.jsxs)(b.bo,{children:[(0,s.jsx)(b.NM,{product:e,size:"lg"}),(0,s.jsx)(l.Button,{onClick:()=>n(e),"aria-label":a("catalog.internet.subscribeNamed",{name:h}),children:a("catalog.internet.subscribe")})]})]})}function Ce({family:e}){const{t}=(0,o.useTranslation)(d.E),[a]=(0,n.useSearchParams)(),r=a.get("productId");return(0,s.jsxs)(l.Container,{"data-page":e,children:[(0,s.jsxs)(b.zY,{children:[(0,s.jsxs)(l.SiteLink,{to:M.rc.internetOffers,children:[(0,s.jsx)("span",{"aria-hidden":"true",children:"‹ "}),t("catalog.internet.allOffers")]}),(0,s.jsx)("h1",{children:t(`catalog.internet.families.${e}.title`)}),(0,s.jsx)("p",{children:t(`catalog.internet.families.${e}.intro`)})]}),(0,s.jsxs)(ke,{"aria-labelledby":"home-offers",children:[(0,s.jsx)("h2",{id:"home-offers",className:"section-title",children:t("catalog.internet.offers")}),(0,s.jsx)(oe,{query:{family:"home-internet",homeFamily:e,sort:"price-asc"},children:e=>(0,s.jsx)(b.pV,{children:e.items.map(e=>(0,s.jsx)("li",{children:(0,s.jsx)(ze,{offer:e,highlighted:e.id===r})},e.id))})})]}),"idar-duo"===e&&(0,s.jsxs)(ke,{"aria-labelledby":"home-devices",children:[(0,s.jsx)("h2",{id:"home-devices",className:"section-title",children:t("catalog.internet.devices")}),(0,s.jsx)(oe,{query:{family:"accessory",homeFamily:"idar-duo",sort:"price-asc"},skeletonCount:2,children:e=>(0,s.jsx)(b.pV,{$compact:!0,children:e.items.map(e=>(0,s.jsx)("li",{children:(0,s.jsx)(V,{product:e,to:`${M.rc.accessories}/${e.id}`,withAddToCart:!0})},e.id))})})]})]})}function Te(){const{t:e}=(0,o.useTranslation)(d.E);return(0,s.jsxs)(l.Container,{"data-page":"offres-internet",children:[(0,s.jsxs)(b.zY,{children:[(0,s.jsx)("h1",{children:e("catalog.internet.title")}),(0,s.jsx)("p",{children:e("catalog.internet.intro")})]}),(0,s.jsx)(ke,{children:(0,s.jsx)(oe,{query:{family:"home-internet"},children:t=>{const a=(r=t.items,new Map(c.Dk.map(e=>[e,r.filter(t=>t.homeFamily===e).sort((e,t)=>e.price-t.price)[0]])));var r;return(0,s.jsx)(b.pV,{children:c.Dk.map(t=>{const r=a.get(t);return(0,s.jsx)("li",{children:(0,s.jsxs)(b.Zp,{"data-home-family":t,children:[(0,s.jsx)(Pe,{children:(0,s.jsx)(h.wF,{image:{url:ye[t],alt:""},decorative:!0,width:72,height:72,fit:"contain",sizes:"72px"})}),(0,s.jsx)(b.gw,{children:e(`catalog.internet.families.${t}.title`)}),(0,s.jsx)(we,{children:e(`catalog.internet.families.${t}.intro`)}),(0,s.jsxs)(b.bo,{children:[r&&(0,s.jsxs)("p",{children:[e("catalog.internet.from")," ",(0,s.jsx)(l.Price,{amount:r.price,period:"month"===r.period?"month":void 0})]}),(0,s.jsx)(l.Button,{variant:"secondary",to:(0,M.mI)(t),children:e("catalog.internet.discover")})]})]})},t)})})}})})]})}const Ee=()=>(0,s.jsx)(F,{listPath:M.rc.smartphones,listLabelKey:"catalog.product.backToSmartphones"}),Le=()=>(0,s.jsx)(F,{listPath:M.rc.accessories,listLabelKey:"catalog.product.backToAccessories"})},397(e,t,a){a.d(t,{E2:()=>x,NM:()=>g});var s=a(2876),r=a(7589),i=a(110),n=a(3566),o=a(1248);const l=r.default.header`
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
  ${n.media.up("sm")} {
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
  ${n.media.up("sm")} {
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
`,m=r.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space.xxs};
`,p=r.default.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({theme:e})=>e.space.xs};
  color: ${({theme:e})=>e.colors.primary.main};
`,u=r.default.s`
  color: ${({theme:e})=>e.colors.text.secondary};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`;function g({product:e,size:t="md"}){const{t:a}=(0,i.useTranslation)(o.E);return(0,s.jsxs)(p,{"data-price":e.price,children:[(0,s.jsx)(n.Price,{amount:e.price,period:"month"===e.period?"month":void 0,size:t}),void 0!==e.previousPrice&&(0,s.jsx)(u,{children:a("catalog.previousPrice",{price:e.previousPrice})})]})}function x({product:e}){const{t}=(0,i.useTranslation)(o.E),a="in-stock"===e.stockState;return(0,s.jsx)(h,{$tone:a?"success":"danger","data-stock-state":e.stockState,children:t(a?"catalog.inStock":"catalog.outOfStock")})}const f=r.default.h2`
  color: ${({theme:e})=>e.colors.secondary.main};
  font-size: ${({theme:e})=>e.fontSizes.lg};
`,j=r.default.ul`
  display: grid;
  gap: ${({theme:e})=>e.space.xxs};
  margin: 0;
  padding-inline-start: ${({theme:e})=>e.space.md};
  color: ${({theme:e})=>e.colors.text.secondary};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`,b=r.default.div`
  display: grid;
  gap: ${({theme:e})=>e.space.xs};
  margin-top: auto;
`;a.d(t,["YD",0,m,"Zp",0,d,"as",0,j,"bo",0,b,"gw",0,f,"pV",0,c,"vw",0,h,"zJ",0,()=>{const e=(0,n.useLanguage)();return t=>t[e]},"zY",0,l])},2913(e,t,a){a.d(t,{wF:()=>l});var s=a(2876),r=a(7589),i=a(3566);function n(e,t){const[a,s=""]=e.split("?"),r=new URLSearchParams(s);return r.set("width",String(t)),`${a}?${r.toString()}`}const o=r.default.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${({$ratio:e})=>e};
  object-fit: ${({$fit:e})=>e};
  background: ${({theme:e,$fit:t})=>"cover"===t?e.colors.neutral[100]:"transparent"};
`;function l({image:e,width:t,height:a,sizes:r,priority:l=!1,fit:c="cover",decorative:d=!1,className:h}){return(0,s.jsx)(o,{className:h,src:n(e.url,768),srcSet:(m=e.url,i.MEDIA_WIDTHS.map(e=>`${n(m,e)} ${e}w`).join(", ")),sizes:r,width:t,height:a,alt:d?"":e.alt,loading:l?"eager":"lazy",fetchPriority:l?"high":void 0,decoding:l?void 0:"async",$ratio:`${t} / ${a}`,$fit:c});var m}}}]);
//# sourceMappingURL=362.26617ef7b4.js.map