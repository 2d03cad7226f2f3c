"use strict";(self.webpackChunkmf_catalogue_1_0_0=self.webpackChunkmf_catalogue_1_0_0||[]).push([[689],{6689(e,t,i){i.d(t,{HomePage:()=>He});var a=i(2876),r=i(7689),l=i(110),o=i(3566),s=i(1248);const n="catalogueContent";function d(e,{page:t,language:i}){var a,r,l,o;return(l=(a=e.pages)[r=t]??(a[r]={}))[o=i]??(l[o]={status:"loading",blocks:null,error:null})}const c=(0,i(9352).createSlice)({name:"catalogue",reducerPath:n,initialState:{pages:{}},reducers:{homeRequested:(e,t)=>{d(e,t.payload).status="loading"},homeLoaded:(e,t)=>{const i=d(e,t.payload);i.status="loaded",i.blocks=t.payload.blocks,i.error=null},homeFailed:(e,t)=>{const i=d(e,t.payload);i.status="failed",i.error=t.payload.code}}}),{homeRequested:m,homeLoaded:h,homeFailed:u}=c.actions;var p=i(2208),x=i(5314);const f=(e,t)=>({language:t,"field[type]":e});function g(e){return[...Array.isArray(e)?e:[]].sort((e,t)=>e.position-t.position)}function*$(e){const{page:t,language:i}=e.payload;try{const e=yield(0,x.call)(o.api.get,"/api/v1/ms-content/blocks",{params:f(t,i)});yield(0,x.put)(h({page:t,language:i,blocks:g(e)}))}catch(e){yield(0,x.put)(u({page:t,language:i,code:(0,o.toApiError)(e).code}))}}const b={[n]:c.reducer},y={[n]:function*(){yield(0,x.takeLatest)(m.type,$)}};function j({children:e}){return(0,a.jsx)(o.DomainModule,{reducers:b,sagas:y,fallback:(0,a.jsx)(p.J,{}),children:e})}var w=i(7589),k=i(3604);const v=w.default.p`
  max-width: 70ch;
  margin-top: calc(-1 * ${({theme:e})=>e.space.sm});
  margin-bottom: ${({theme:e})=>e.space.lg};
  color: ${({theme:e})=>e.colors.text.secondary};
  font-size: ${({theme:e})=>e.fontSizes.lg};
`,z=w.default.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`,S=w.default.div`
  display: flex;
  justify-content: center;
  margin-top: ${({theme:e})=>e.space.xl};
`;function C({cta:e}){return e?.link&&e.label?(0,a.jsx)(S,{children:(0,a.jsx)(k.F,{to:e.link,variant:"secondary",children:e.label})}):null}var L=i(2913);const E=w.default.section`
  padding: ${({theme:e})=>e.space.xl} 0;
  background: ${({theme:e})=>e.colors.background.subtle};
  ${o.media.up("md")} {
    padding: ${({theme:e})=>e.space.xxl} 0;
  }
`,F=w.default.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({theme:e})=>e.space.lg};
  align-items: center;
  ${o.media.up("md")} {
    grid-template-columns: ${({$withImage:e})=>e?"minmax(0, 3fr) minmax(0, 2fr)":"minmax(0, 1fr)"};
    gap: ${({theme:e})=>e.space.xxl};
  }
`,T=w.default.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({theme:e})=>e.space.md};
`,I=w.default.h2`
  font-size: ${({theme:e})=>e.fontSizes.xxl};
  color: ${({theme:e})=>e.colors.secondary.main};
  overflow-wrap: anywhere;
`,M=w.default.p`
  max-width: 56ch;
  color: ${({theme:e})=>e.colors.text.secondary};
  font-size: ${({theme:e})=>e.fontSizes.lg};
`,N=(0,w.default)(z)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space.sm};
`,W=(0,w.default)(o.SiteLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  border-radius: ${({theme:e})=>e.radii.md};
  color: ${({theme:e})=>e.colors.text.primary};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
`,_=(0,w.default)(L.wF)`
  width: 150px;
  height: 48px;
`,D=w.default.div`
  justify-self: center;
  width: 100%;
  max-width: 420px;
`,A=(0,w.default)(z)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({theme:e})=>e.space.lg};
  ${o.media.up("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${o.media.up("md")} {
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
    gap: ${({theme:e})=>e.space.xl};
  }
`,P=w.default.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({theme:e})=>e.space.xs};
`,R=(0,w.default)(L.wF)`
  width: 64px;
  height: 64px;
  margin-bottom: ${({theme:e})=>e.space.xs};
`,B=w.default.h3`
  font-size: ${({theme:e})=>e.fontSizes.lg};
  color: ${({theme:e})=>e.colors.secondary.main};
`,H=w.default.p`
  color: ${({theme:e})=>e.colors.text.secondary};
`,q=(0,w.default)(o.SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: ${({theme:e})=>e.fontWeights.bold};
`,O=w.default.svg`
  flex: none;
  transform: ${({theme:e})=>"rtl"===e.direction?"scaleX(-1)":"none"};
`,J=w.default.svg`
  flex: none;
`;function G({size:e=24,className:t}){return(0,a.jsx)(O,{className:t,width:e,height:e,viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false","data-icon":"chevron-end",children:(0,a.jsx)("path",{d:"M9 5l7 7-7 7",fill:"none",stroke:"currentColor",strokeWidth:"2.25",strokeLinecap:"round",strokeLinejoin:"round"})})}function Q({size:e=24,className:t}){return(0,a.jsx)(O,{className:t,width:e,height:e,viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false","data-icon":"chevron-start",children:(0,a.jsx)("path",{d:"M15 5l-7 7 7 7",fill:"none",stroke:"currentColor",strokeWidth:"2.25",strokeLinecap:"round",strokeLinejoin:"round"})})}function U({size:e=20,className:t}){return(0,a.jsx)(J,{className:t,width:e,height:e,viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false",children:(0,a.jsx)("path",{d:"M7 5h3v14H7zM14 5h3v14h-3z",fill:"currentColor"})})}function V({size:e=20,className:t}){return(0,a.jsx)(J,{className:t,width:e,height:e,viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false",children:(0,a.jsx)("path",{d:"M8 5v14l11-7z",fill:"currentColor"})})}function X({size:e=20,className:t}){return(0,a.jsx)(J,{className:t,width:e,height:e,viewBox:"0 0 24 24","aria-hidden":"true",focusable:"false",children:(0,a.jsx)("path",{d:"M5 12.5l4.5 4.5L19 7.5",fill:"none",stroke:"currentColor",strokeWidth:"2.5",strokeLinecap:"round",strokeLinejoin:"round"})})}const Y=w.default.section`
  position: relative;
  max-width: ${({theme:e})=>e.layout.maxWidth};
  margin: 0 auto;
  ${o.media.up("md")} {
    padding: ${({theme:e})=>e.space.md} ${({theme:e})=>e.layout.gutterDesktop} 0;
  }
`,K=w.default.div`
  position: relative;
  overflow: hidden;
  background: ${({theme:e})=>e.colors.secondary.main};
  ${o.media.up("md")} {
    border-radius: ${({theme:e})=>e.radii.lg};
  }
`,Z=w.default.div`
  display: grid;
`,ee=w.default.div`
  grid-area: 1 / 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
  transition: opacity 400ms ease-out, visibility 400ms;
  ${o.media.up("md")} {
    position: relative;
  }
  &[hidden] {
    display: flex;
    visibility: hidden;
    opacity: 0;
    pointer-events: none;
  }
`,te=(0,w.default)(L.wF)`
  ${o.media.up("md")} {
    aspect-ratio: 1200 / 420;
  }
`,ie=w.css`
  position: absolute;
  top: 50%;
  left: ${({theme:e})=>e.space.xxl};
  transform: translateY(-50%);
  max-width: 460px;
  border-radius: ${({theme:e})=>e.radii.lg};
  background: rgba(255, 255, 255, 0.95);
  color: ${({theme:e})=>e.colors.text.primary};
  box-shadow: ${({theme:e})=>e.shadows.md};
`,ae=w.default.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({theme:e})=>e.space.sm};
  padding: ${({theme:e})=>e.space.lg} ${({theme:e})=>e.layout.gutter};
  color: ${({theme:e})=>e.colors.secondary.contrastText};
  text-align: left;
  ${o.media.up("md")} {
    padding: ${({theme:e})=>e.space.xl};
    ${({$overlay:e})=>e?ie:""}
  }
`,re=w.default.h2`
  font-size: ${({theme:e})=>e.fontSizes.xl};
  overflow-wrap: anywhere;
  ${o.media.up("md")} {
    font-size: ${({theme:e})=>e.fontSizes.xxxl};
  }
  [data-overlay='true'] & {
    ${o.media.up("md")} {
      color: ${({theme:e})=>e.colors.secondary.main};
    }
  }
`,le=w.default.p`
  font-size: ${({theme:e})=>e.fontSizes.md};
  ${o.media.up("md")} {
    font-size: ${({theme:e})=>e.fontSizes.lg};
  }
  [data-overlay='true'] & {
    ${o.media.up("md")} {
      color: ${({theme:e})=>e.colors.text.secondary};
    }
  }
`,oe="\n  display: inline-flex;\n  align-items: center;\n  justify-content: center;\n  width: 44px;\n  height: 44px;\n  padding: 0;\n  border-radius: 50%;\n  cursor: pointer;\n",se=w.default.button`
  ${oe}
  position: absolute;
  z-index: 1;
  top: ${({theme:e})=>e.space.sm};
  right: ${({theme:e})=>e.space.sm};
  border: 0;
  background: rgba(255, 255, 255, 0.92);
  color: ${({theme:e})=>e.colors.secondary.main};
  box-shadow: ${({theme:e})=>e.shadows.sm};
  ${o.media.up("md")} {
    top: ${({theme:e})=>e.space.lg};
    right: ${({theme:e})=>e.space.xl};
  }
  &:hover {
    background: #ffffff;
  }
`,ne=w.default.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({theme:e})=>e.space.xxs};
  padding: ${({theme:e})=>e.space.xs} ${({theme:e})=>e.layout.gutter};
`,de=w.default.button`
  ${oe}
  border: 1px solid ${({theme:e})=>e.colors.border.default};
  background: ${({theme:e})=>e.colors.background.raised};
  color: ${({theme:e})=>e.colors.secondary.main};
  &:hover {
    border-color: ${({theme:e})=>e.colors.primary.main};
    color: ${({theme:e})=>e.colors.primary.main};
  }
`,ce=w.default.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`,me=w.default.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    border-radius: 999px;
    background: ${({theme:e})=>e.colors.neutral[400]};
    transition: width ${({theme:e})=>e.transitions.normal}, background ${({theme:e})=>e.transitions.normal};
  }
  &[aria-current='true']::before {
    width: 24px;
    background: ${({theme:e})=>e.colors.primary.main};
  }
`,he=(0,w.default)(z)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${({theme:e})=>e.space.lg};
`,ue=w.default.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({theme:e})=>e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.background.raised};
  transition: box-shadow ${({theme:e})=>e.transitions.fast};
  &:hover {
    box-shadow: ${({theme:e})=>e.shadows.md};
  }
  &:focus-within {
    outline: 3px solid ${({theme:e})=>e.colors.focus};
    outline-offset: 2px;
  }
`,pe=w.default.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space.xs};
  padding: ${({theme:e})=>e.space.md} ${({theme:e})=>e.space.lg} ${({theme:e})=>e.space.lg};
`,xe=w.default.p`
  color: ${({theme:e})=>e.colors.primary.dark};
  font-size: ${({theme:e})=>e.fontSizes.sm};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
`,fe=w.default.h3`
  font-size: ${({theme:e})=>e.fontSizes.lg};
  overflow-wrap: anywhere;
`,ge=(0,w.default)(o.SiteLink)`
  color: ${({theme:e})=>e.colors.secondary.main};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:hover {
    text-decoration: underline;
  }
`,$e=w.default.p`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({theme:e})=>e.colors.text.secondary};
`,be=w.default.article`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space.md};
  height: 100%;
  padding: ${({theme:e})=>e.space.lg};
  border: 1px solid ${({theme:e})=>e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.background.raised};
  box-shadow: ${({theme:e})=>e.shadows.sm};
`,ye=w.default.span`
  align-self: flex-start;
  padding: ${({theme:e})=>e.space.xxs} ${({theme:e})=>e.space.sm};
  border-radius: ${({theme:e})=>e.radii.pill};
  background: ${({theme:e})=>e.colors.primary.light};
  color: ${({theme:e})=>e.colors.primary.dark};
  font-size: ${({theme:e})=>e.fontSizes.sm};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
`,je=w.default.h3`
  font-size: ${({theme:e})=>e.fontSizes.xl};
  color: ${({theme:e})=>e.colors.secondary.main};
  overflow-wrap: anywhere;
`,we=w.default.p`
  margin-top: calc(-1 * ${({theme:e})=>e.space.xs});
  color: ${({theme:e})=>e.colors.text.secondary};
`,ke=w.default.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({theme:e})=>e.space.xs};
  color: ${({theme:e})=>e.colors.primary.main};
`,ve=w.default.span`
  color: ${({theme:e})=>e.colors.text.secondary};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`,ze=(0,w.default)(z)`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space.xs};
  padding-top: ${({theme:e})=>e.space.md};
  border-top: 1px solid ${({theme:e})=>e.colors.border.subtle};
  li {
    display: flex;
    align-items: flex-start;
    gap: ${({theme:e})=>e.space.xs};
  }
  svg {
    margin-top: 2px;
    color: ${({theme:e})=>e.colors.success.main};
  }
`,Se=w.default.div`
  margin-top: auto;
  padding-top: ${({theme:e})=>e.space.xs};
`;function Ce({item:e}){const{t}=(0,l.useTranslation)(s.E),i=(0,r.useId)(),n=e.features??[];return(0,a.jsxs)(be,{"aria-labelledby":i,children:[e.badge&&(0,a.jsx)(ye,{children:e.badge}),(0,a.jsx)(je,{id:i,children:e.title}),e.subtitle&&(0,a.jsx)(we,{children:e.subtitle}),e.price&&(0,a.jsxs)(ke,{"data-testid":"offer-price",children:[(0,a.jsx)(o.Price,{amount:e.price.amount,period:e.price.period,size:"lg"})," ",(0,a.jsx)(ve,{children:t("offer.taxIncluded")})]}),n.length>0&&(0,a.jsx)(ze,{role:"list","aria-label":t("offer.features",{name:e.title}),children:n.map((e,t)=>(0,a.jsxs)("li",{children:[(0,a.jsx)(X,{}),(0,a.jsx)("span",{children:e})]},`${t}-${e}`))}),e.link&&(0,a.jsx)(Se,{children:(0,a.jsx)(k.F,{to:e.link,fullWidth:!0,children:e.ctaLabel||t("offer.choose")})})]})}const Le=(0,w.default)(z)`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({theme:e})=>e.space.lg};
  > li {
    flex: 1 1 260px;
    max-width: 360px;
    min-width: 0;
  }
`,Ee=w.default.section`
  padding: ${({theme:e})=>e.space.xl} 0;
  ${o.media.up("md")} {
    padding: ${({theme:e})=>e.space.xxl} 0;
  }
`,Fe=w.default.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  overflow: hidden;
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.secondary.main};
  color: ${({theme:e})=>e.colors.secondary.contrastText};
  ${o.media.up("md")} {
    grid-template-columns: ${({$withImage:e})=>e?"minmax(0, 1fr) minmax(0, 1fr)":"minmax(0, 1fr)"};
    align-items: center;
  }
`,Te=w.default.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({theme:e})=>e.space.md};
  padding: ${({theme:e})=>e.space.lg};
  ${o.media.up("md")} {
    padding: ${({theme:e})=>e.space.xxl};
  }
`,Ie=w.default.h2`
  font-size: ${({theme:e})=>e.fontSizes.xxl};
  overflow-wrap: anywhere;
`,Me=w.default.p`
  max-width: 52ch;
  font-size: ${({theme:e})=>e.fontSizes.lg};
  opacity: 0.92;
`,Ne=w.default.div`
  ${o.media.up("md")} {
    height: 100%;
    img {
      height: 100%;
    }
  }
`,We=(0,w.default)(z)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({theme:e})=>e.space.sm};
  ${o.media.up("sm")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${o.media.up("md")} {
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
    gap: ${({theme:e})=>e.space.md};
  }
`,_e=(0,w.default)(o.SiteLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({theme:e})=>e.space.xs};
  height: 100%;
  min-height: 96px;
  padding: ${({theme:e})=>e.space.md} ${({theme:e})=>e.space.xs};
  border: 1px solid ${({theme:e})=>e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e})=>e.colors.background.raised};
  color: ${({theme:e})=>e.colors.text.primary};
  font-weight: ${({theme:e})=>e.fontWeights.medium};
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
  transition: border-color ${({theme:e})=>e.transitions.fast}, box-shadow ${({theme:e})=>e.transitions.fast};
  &:hover {
    border-color: ${({theme:e})=>e.colors.primary.main};
    box-shadow: ${({theme:e})=>e.shadows.md};
    color: ${({theme:e})=>e.colors.primary.dark};
  }
`,De=(0,w.default)(L.wF)`
  width: 48px;
  height: 48px;
`,Ae={"hero-carousel":function({block:e,priority:t}){const{t:i}=(0,l.useTranslation)(s.E),n=e.items??[],d=n.length,c=(0,o.useMediaQuery)("(prefers-reduced-motion: reduce)"),[m,h]=(0,r.useState)(0),[u,p]=(0,r.useState)(()=>!c),[x,f]=(0,r.useState)(!1),[g,$]=(0,r.useState)(!1),b=(0,r.useId)(),y=0===d?0:Math.min(m,d-1),j=u&&!x&&!g&&d>1;if((0,r.useEffect)(()=>{c&&p(!1)},[c]),(0,r.useEffect)(()=>{if(!j)return;const e=setTimeout(()=>h(e=>(e+1)%d),6e3);return()=>clearTimeout(e)},[j,y,d]),0===d)return null;const w=e=>h((e+d)%d);return(0,a.jsxs)(Y,{"aria-roledescription":i("carousel.roleDescription"),"aria-label":e.title||i("carousel.label"),onMouseEnter:()=>f(!0),onMouseLeave:()=>f(!1),onFocus:()=>$(!0),onBlur:e=>{e.currentTarget.contains(e.relatedTarget)||$(!1)},children:[(0,a.jsxs)(K,{children:[d>1&&(0,a.jsx)(se,{type:"button","aria-label":i(u?"carousel.pause":"carousel.play"),"data-playing":u,onClick:()=>p(e=>!e),children:u?(0,a.jsx)(U,{}):(0,a.jsx)(V,{})}),(0,a.jsx)(Z,{id:b,"aria-live":j?"off":"polite",children:n.map((e,r)=>(0,a.jsxs)(ee,{role:"group","aria-roledescription":i("carousel.slideRole"),"aria-label":i("carousel.slide",{current:r+1,total:d}),hidden:r!==y,children:[e.image&&(0,a.jsx)(te,{image:e.image,width:1440,height:810,sizes:"(min-width: 1200px) 1152px, 100vw",priority:t&&0===r}),(0,a.jsxs)(ae,{$overlay:!!e.image,"data-overlay":!!e.image,children:[(0,a.jsx)(re,{children:e.title}),e.subtitle&&(0,a.jsx)(le,{children:e.subtitle}),e.link&&(0,a.jsx)(k.F,{to:e.link,size:"lg",children:e.ctaLabel||i("readMore")})]})]},e.id))})]}),d>1&&(0,a.jsxs)(ne,{children:[(0,a.jsx)(de,{type:"button","aria-controls":b,"aria-label":i("carousel.previous"),onClick:()=>w(y-1),children:(0,a.jsx)(Q,{})}),(0,a.jsx)(ce,{role:"group","aria-label":i("carousel.pagination"),children:n.map((e,t)=>(0,a.jsx)(me,{type:"button","aria-controls":b,"aria-label":i("carousel.goTo",{index:t+1,title:e.title}),"aria-current":t===y?"true":void 0,onClick:()=>w(t)},e.id))}),(0,a.jsx)(de,{type:"button","aria-controls":b,"aria-label":i("carousel.next"),onClick:()=>w(y+1),children:(0,a.jsx)(G,{})})]})]})},"quick-links":function({block:e}){const{t}=(0,l.useTranslation)(s.E),i=(e.items??[]).filter(e=>e.link);return 0===i.length?null:(0,a.jsxs)(o.Section,{title:e.title||t("sections.quickLinks"),children:[e.subtitle&&(0,a.jsx)(v,{children:e.subtitle}),(0,a.jsx)(We,{role:"list",children:i.map(e=>(0,a.jsx)("li",{children:(0,a.jsxs)(_e,{to:e.link,children:[e.image&&(0,a.jsx)(De,{image:e.image,width:48,height:48,sizes:"48px",fit:"contain",decorative:!0}),(0,a.jsx)("span",{children:e.title})]})},e.id))}),(0,a.jsx)(C,{cta:e.cta})]})},"offer-cards":function({block:e}){const{t}=(0,l.useTranslation)(s.E),i=e.items??[];return 0===i.length?null:(0,a.jsxs)(o.Section,{title:e.title||t("sections.offerCards"),tone:"subtle",children:[e.subtitle&&(0,a.jsx)(v,{children:e.subtitle}),(0,a.jsx)(Le,{role:"list",children:i.map(e=>(0,a.jsx)("li",{children:(0,a.jsx)(Ce,{item:e})},e.id))}),(0,a.jsx)(C,{cta:e.cta})]})},"promo-banner":function({block:e,priority:t}){const i=(0,r.useId)();return e.title||e.body?(0,a.jsx)(Ee,{"aria-labelledby":e.title?i:void 0,children:(0,a.jsx)(o.Container,{children:(0,a.jsxs)(Fe,{$withImage:!!e.image,children:[(0,a.jsxs)(Te,{children:[e.title&&(0,a.jsx)(Ie,{id:i,children:e.title}),e.subtitle&&(0,a.jsx)(Me,{children:e.subtitle}),e.body&&(0,a.jsx)(Me,{children:e.body}),e.cta?.link&&e.cta.label&&(0,a.jsx)(k.F,{to:e.cta.link,size:"lg",children:e.cta.label})]}),e.image&&(0,a.jsx)(Ne,{children:(0,a.jsx)(L.wF,{image:e.image,width:1200,height:800,sizes:"(min-width: 1200px) 576px, (min-width: 900px) 50vw, 100vw",priority:t})})]})})}):null},"feature-grid":function({block:e}){const{t}=(0,l.useTranslation)(s.E),i=e.items??[];return 0===i.length?null:(0,a.jsxs)(o.Section,{title:e.title||t("sections.featureGrid"),children:[e.subtitle&&(0,a.jsx)(v,{children:e.subtitle}),(0,a.jsx)(A,{role:"list",children:i.map(e=>(0,a.jsx)("li",{children:(0,a.jsxs)(P,{children:[e.image&&(0,a.jsx)(R,{image:e.image,width:64,height:64,sizes:"64px",fit:"contain",decorative:!0}),(0,a.jsx)(B,{children:e.title}),e.body&&(0,a.jsx)(H,{children:e.body}),e.link&&(0,a.jsx)(q,{to:e.link,children:e.ctaLabel||t("readMoreAbout",{title:e.title})})]})},e.id))}),(0,a.jsx)(C,{cta:e.cta})]})},"app-download":function({block:e}){const t=(0,r.useId)(),i=(e.items??[]).filter(e=>e.link);return e.title||e.body?(0,a.jsx)(E,{"aria-labelledby":e.title?t:void 0,children:(0,a.jsx)(o.Container,{children:(0,a.jsxs)(F,{$withImage:!!e.image,children:[(0,a.jsxs)(T,{children:[e.title&&(0,a.jsx)(I,{id:t,children:e.title}),e.body&&(0,a.jsx)(M,{children:e.body}),i.length>0&&(0,a.jsx)(N,{role:"list",children:i.map(e=>(0,a.jsx)("li",{children:(0,a.jsx)(W,{to:e.link,children:e.image?(0,a.jsx)(_,{image:{...e.image,alt:e.image.alt||e.title},width:150,height:48,sizes:"150px",fit:"contain"}):e.title})},e.id))}),e.cta?.link&&e.cta.label&&(0,a.jsx)(k.F,{to:e.cta.link,children:e.cta.label})]}),e.image&&(0,a.jsx)(D,{children:(0,a.jsx)(L.wF,{image:e.image,width:840,height:840,sizes:"(min-width: 900px) 420px, 90vw",fit:"contain"})})]})})}):null},"news-cards":function({block:e}){const{t}=(0,l.useTranslation)(s.E),i=e.items??[];return 0===i.length?null:(0,a.jsxs)(o.Section,{title:e.title||t("sections.newsCards"),children:[e.subtitle&&(0,a.jsx)(v,{children:e.subtitle}),(0,a.jsx)(he,{role:"list",children:i.map(e=>(0,a.jsx)("li",{children:(0,a.jsxs)(ue,{children:[e.image&&(0,a.jsx)(L.wF,{image:e.image,width:640,height:360,sizes:"(min-width: 1200px) 376px, (min-width: 600px) 50vw, 100vw",decorative:!0}),(0,a.jsxs)(pe,{children:[e.badge&&(0,a.jsx)(xe,{children:e.badge}),(0,a.jsx)(fe,{children:e.link?(0,a.jsx)(ge,{to:e.link,children:e.title}):e.title}),(e.body||e.subtitle)&&(0,a.jsx)($e,{children:e.body||e.subtitle})]})]})},e.id))}),(0,a.jsx)(C,{cta:e.cta})]})}};function Pe(e){return Object.prototype.hasOwnProperty.call(Ae,e.style)}class Re extends r.Component{static getDerivedStateFromError(){return{failed:!0}}componentDidCatch(e){console.error(`[mf-catalogue] content block ${this.props.blockId} failed to render`,e)}render(){return this.state.failed?null:this.props.children}constructor(...e){var t,i;super(...e),i={failed:!1},(t="state")in this?Object.defineProperty(this,t,{value:i,enumerable:!0,configurable:!0,writable:!0}):this[t]=i}}function Be({block:e,priority:t}){if(!Pe(e))return null;const i=Ae[e.style];return(0,a.jsx)(Re,{blockId:e.id,children:(0,a.jsx)("div",{"data-block-style":e.style,"data-block-id":e.id,children:(0,a.jsx)(i,{block:e,priority:t})})})}function He(e){return(0,a.jsx)(j,{children:(0,a.jsx)(qe,{...e})})}function qe({page:e,language:t}){const{t:i}=(0,l.useTranslation)(s.E),n=(0,o.useAppDispatch)(),d=(0,o.useAppSelector)(i=>((e,t,i)=>e.catalogueContent?.pages[t]?.[i])(i,e,t)),c=(0,r.useRef)(null),h=(0,r.useRef)(!1),u=i(`pageTitle.${e}`);(0,r.useEffect)(()=>{n(m({page:e,language:t}))},[n,e,t]),(0,r.useEffect)(()=>{document.title=`${u} | ${i("brand")}`},[u,i]);const x=d?.status;(0,r.useEffect)(()=>{h.current&&"loaded"===x&&(h.current=!1,c.current?.focus())},[x]);const f=d?.blocks?d.blocks.filter(Pe):null;let g;return g=f&&f.length>0?f.map((e,t)=>(0,a.jsx)(Be,{block:e,priority:0===t},e.id)):f?(0,a.jsx)(o.Container,{children:(0,a.jsx)(o.EmptyState,{title:i("empty.title"),description:i("empty.body"),action:"hp"===e?void 0:(0,a.jsx)(k.F,{to:"/",variant:"secondary",children:i("empty.backHome")})})}):d?.error?(0,a.jsx)(o.Container,{children:(0,a.jsx)(o.ErrorState,{title:i("error.title"),code:d.error,onRetry:()=>{h.current=!0,n(m({page:e,language:t}))},retrying:"loading"===d.status})}):(0,a.jsx)(p.J,{}),(0,a.jsxs)("div",{"data-page":e,"data-status":x??"loading",children:[(0,a.jsx)(o.VisuallyHidden,{as:"h1",ref:c,tabIndex:-1,children:u}),g]})}},2913(e,t,i){i.d(t,{wF:()=>n});var a=i(2876),r=i(7589),l=i(3566);function o(e,t){const[i,a=""]=e.split("?"),r=new URLSearchParams(a);return r.set("width",String(t)),`${i}?${r.toString()}`}const s=r.default.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${({$ratio:e})=>e};
  object-fit: ${({$fit:e})=>e};
  background: ${({theme:e,$fit:t})=>"cover"===t?e.colors.neutral[100]:"transparent"};
`;function n({image:e,width:t,height:i,sizes:r,priority:n=!1,fit:d="cover",decorative:c=!1,className:m}){return(0,a.jsx)(s,{className:m,src:o(e.url,768),srcSet:(h=e.url,l.MEDIA_WIDTHS.map(e=>`${o(h,e)} ${e}w`).join(", ")),sizes:r,width:t,height:i,alt:c?"":e.alt,loading:n?"eager":"lazy",fetchPriority:n?"high":void 0,decoding:n?void 0:"async",$ratio:`${t} / ${i}`,$fit:d});var h}}}]);
//# sourceMappingURL=689.3ec14d1301.js.map