"use strict";(self.webpackChunkmf_selfcare_1_0_0=self.webpackChunkmf_selfcare_1_0_0||[]).push([[587],{4229(e,t,n){n.r(t),n.d(t,{default:()=>x});var i=n(2876),r=n(7689),o=n(110),s=n(7589),a=n(3566),d=n(6515),l=n(3228);(0,a.addTranslations)(d.W,d.O);const c=s.default.div`
  position: relative;
`,h=s.default.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 8px;
  border: 0;
  border-radius: ${({theme:e})=>e.radii.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({theme:e})=>e.colors.neutral[50]};
  }
`,u=s.default.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({theme:e})=>e.colors.primary.main};
  color: ${({theme:e})=>e.colors.primary.contrastText};
  font-size: ${({theme:e})=>e.fontSizes.sm};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
`,m=s.default.span`
  display: none;
  ${a.media.up("md")} {
    display: inline;
    max-width: 12ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`,p=s.default.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 6px);
  z-index: ${({theme:e})=>e.zIndices.dropdown};
  width: min(320px, calc(100vw - 24px));
  padding: ${({theme:e})=>e.space.sm};
  border: 1px solid ${({theme:e})=>e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.background.raised};
  box-shadow: ${({theme:e})=>e.shadows.lg};
  h2 {
    margin: 4px 8px 8px;
    color: ${({theme:e})=>e.colors.text.secondary};
    font-size: ${({theme:e})=>e.fontSizes.sm};
    font-weight: ${({theme:e})=>e.fontWeights.medium};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  button {
    display: flex;
    width: 100%;
    align-items: center;
    min-height: 44px;
    padding: 0 8px;
    border: 0;
    border-radius: ${({theme:e})=>e.radii.md};
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({theme:e})=>e.colors.neutral[50]};
  }
  hr {
    margin: 8px 0;
    border: 0;
    border-top: 1px solid ${({theme:e})=>e.colors.border.subtle};
  }
`,f=s.default.button`
  flex-direction: column;
  align-items: flex-start !important;
  justify-content: center;
  padding-block: 6px !important;
  font-weight: ${({theme:e,$current:t})=>t?e.fontWeights.bold:e.fontWeights.regular};
  span + span {
    color: ${({theme:e})=>e.colors.text.secondary};
    font-size: ${({theme:e})=>e.fontSizes.sm};
    font-weight: ${({theme:e})=>e.fontWeights.regular};
  }
`;function x({language:e}){const{t}=(0,o.useTranslation)(d.W),{isSignedIn:n,profile:s,lines:x,selectedLine:g}=(0,a.useSession)(),b=(0,a.useAppDispatch)(),$=(0,a.useSelfCarePrefix)(),[w,k]=(0,r.useState)(!1),j=(0,r.useRef)(null),y=(0,r.useId)();if((0,r.useEffect)(()=>{if(!w)return;const e=e=>{(e instanceof KeyboardEvent?"Escape"!==e.key:j.current?.contains(e.target))||k(!1)};return document.addEventListener("keydown",e),document.addEventListener("pointerdown",e),()=>{document.removeEventListener("keydown",e),document.removeEventListener("pointerdown",e)}},[w]),!n||!s)return null;const v=e=>`${$}/${e}`;return(0,i.jsxs)(c,{ref:j,"data-account-widget":!0,children:[(0,i.jsxs)(h,{type:"button","aria-expanded":w,"aria-controls":y,onClick:()=>k(e=>!e),"aria-label":t("widget.menu",{name:s.firstName}),children:[(0,i.jsx)(u,{"aria-hidden":"true",children:`${s.firstName.charAt(0)}${s.lastName.charAt(0)}`.toUpperCase()}),(0,i.jsx)(m,{children:s.firstName})]}),w&&(0,i.jsxs)(p,{id:y,onClick:e=>e.target.closest("a")&&k(!1),children:[x.length>0&&(0,i.jsxs)(i.Fragment,{children:[(0,i.jsx)("h2",{id:`${y}-lines`,children:t("widget.lines")}),(0,i.jsx)("ul",{"aria-labelledby":`${y}-lines`,children:x.map(n=>(0,i.jsx)("li",{children:(0,i.jsxs)(f,{type:"button",$current:n.mdn===g?.mdn,"aria-pressed":n.mdn===g?.mdn,onClick:()=>{b(a.busEvents.lineSelectRequested({mdn:n.mdn})),k(!1)},children:[(0,i.jsx)("span",{dir:"ltr",children:(0,a.formatMdn)(n.mdn)}),(0,i.jsxs)("span",{children:[t(`kinds.${n.kind}`)," · ","ar"===e?n.offer_name_ar:n.offer_name_fr]})]})},n.mdn))}),(0,i.jsx)("hr",{})]}),(0,i.jsx)(a.SiteLink,{to:v(l.Z.dashboard),children:t("dashboard.title")}),(0,i.jsx)(a.SiteLink,{to:v(l.Z.account),children:t("account.title")}),(0,i.jsx)(a.SiteLink,{to:v(l.Z.lines),children:t("account.lines")}),(0,i.jsx)("hr",{}),(0,i.jsx)("button",{type:"button",onClick:()=>{k(!1),b(a.busEvents.sessionSignOutRequested())},children:t("account.signOut")})]})]})}}}]);
//# sourceMappingURL=__federation_expose_header_account.633de55b99.js.map