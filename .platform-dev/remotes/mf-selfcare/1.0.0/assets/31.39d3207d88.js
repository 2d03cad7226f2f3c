"use strict";(self.webpackChunkmf_selfcare_1_0_0=self.webpackChunkmf_selfcare_1_0_0||[]).push([[31],{3924(e,t,n){n.d(t,{B:()=>u});var i=n(2876),r=n(110),a=n(7589),s=n(3566),o=n(6515),l=n(4066);const c=(0,a.default)(s.Container)`
  padding-top: ${({theme:e})=>e.space.lg};
  padding-bottom: ${({theme:e})=>e.space.xl};
`,d=a.default.h1`
  margin: 0 0 ${({theme:e})=>e.space.md};
  font-size: ${({theme:e})=>e.fontSizes.xl};
  ${s.media.up("md")} {
    font-size: ${({theme:e})=>e.fontSizes.xxl};
  }
`,h=(0,a.default)(s.SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${({theme:e})=>e.space.xs};
  color: ${({theme:e})=>e.colors.primary.main};
  &::before {
    content: '‹';
    margin-inline-end: 6px;
    font-size: 1.3em;
  }
`,m=a.default.p`
  margin: -8px 0 ${({theme:e})=>e.space.md};
  color: ${({theme:e})=>e.colors.text.secondary};
`,p=a.default.section`
  padding: ${({theme:e})=>e.space.md};
  border: 1px solid ${({theme:e})=>e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.background.raised};
  ${s.media.up("md")} {
    padding: ${({theme:e})=>e.space.lg};
  }
`;function u({title:e,intro:t,back:n,narrow:a=!1,children:s}){const{t:p}=(0,r.useTranslation)(o.W),u=(0,l.I)();return(0,i.jsxs)(c,{$narrow:a,children:[n&&(0,i.jsx)(h,{to:u(n),children:p("common.back")}),(0,i.jsx)(d,{children:e}),t&&(0,i.jsx)(m,{children:t}),s]})}n.d(t,["Z",0,p])},4066(e,t,n){n.d(t,{I:()=>r});var i=n(3566);function r(){const e=(0,i.useSelfCarePrefix)();return t=>`${e}/${t.replace(/^\/+/,"")}`}},31(e,t,n){n.r(t),n.d(t,{AccountPage:()=>f});var i=n(2876),r=n(110),a=n(7589),s=n(3566),o=n(3924),l=n(4066),c=n(6515),d=n(3228),h=n(9659);const m=["changement-email","changement-info","changement-mdp","changement-photo","mon-adresse"],p=a.default.div`
  display: flex;
  gap: ${({theme:e})=>e.space.md};
  align-items: center;
  p {
    margin: 2px 0 0;
    color: ${({theme:e})=>e.colors.text.secondary};
    overflow-wrap: anywhere;
  }
  strong {
    font-size: ${({theme:e})=>e.fontSizes.lg};
  }
`,u=a.default.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({theme:e})=>e.colors.border.subtle};
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 52px;
    color: inherit;
    text-decoration: none;
  }
  a::after {
    content: '›';
    color: ${({theme:e})=>e.colors.primary.main};
    font-size: 1.4em;
  }
  [dir='rtl'] & a::after {
    content: '‹';
  }
`;function f({language:e}){const{t}=(0,r.useTranslation)(c.W),{profile:n,lines:a}=(0,s.useSession)(),f=(0,s.useAppDispatch)(),g=(0,l.I)();if(!n)return null;const x=a.find(e=>e.isMain);return(0,i.jsx)(o.B,{title:t("account.title"),back:d.Z.dashboard,narrow:!0,children:(0,i.jsxs)(s.Stack,{$gap:"lg",children:[(0,i.jsx)(o.Z,{children:(0,i.jsxs)(p,{children:[(0,i.jsx)(h.e,{profile:n,size:64}),(0,i.jsxs)("div",{children:[(0,i.jsxs)("strong",{children:[n.firstName," ",n.lastName]}),(0,i.jsx)("p",{children:n.email}),x&&(0,i.jsx)("p",{dir:"ltr",children:(0,s.formatMdn)(x.mdn)})]})]})}),(0,i.jsx)(o.Z,{children:(0,i.jsxs)(u,{children:[m.map(e=>(0,i.jsx)("li",{children:(0,i.jsx)(s.SiteLink,{to:g(`${d.Z.account}/${e}`),children:t(`account.pages.${e}`)})},e)),(0,i.jsx)("li",{children:(0,i.jsx)(s.SiteLink,{to:g(d.Z.lines),children:t("account.lines")})})]})}),(0,i.jsx)("div",{children:(0,i.jsx)(s.Button,{variant:"secondary",onClick:()=>f(s.busEvents.sessionSignOutRequested()),"data-language":e,children:t("account.signOut")})})]})})}n.d(t,["ACCOUNT_PAGES",0,m])},9659(e,t,n){n.d(t,{e:()=>c});var i=n(2876),r=n(7689),a=n(7589),s=n(3566);const o=a.default.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({$size:e})=>e}px;
  height: ${({$size:e})=>e}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({theme:e})=>e.colors.primary.light};
  color: ${({theme:e})=>e.colors.primary.dark};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  font-size: ${({$size:e})=>Math.round(e/2.6)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`,l=new Set;function c({profile:e,size:t=40}){const[n,a]=(0,r.useState)(null),[c,d]=(0,r.useState)(0);(0,r.useEffect)(()=>{const e=()=>d(e=>e+1);return l.add(e),()=>{l.delete(e)}},[]),(0,r.useEffect)(()=>{if(!e.hasAvatar&&0===c)return;let t=null,n=!0;return s.apiClient.get("/api/ms-client/v1/get-avatar",{responseType:"blob",authorized:!0}).then(e=>{n&&(t=URL.createObjectURL(e.data),a(t))}).catch(()=>{}),()=>{n=!1,t&&URL.revokeObjectURL(t)}},[e.hasAvatar,e.id,c]);const h=`${e.firstName.charAt(0)}${e.lastName.charAt(0)}`.toUpperCase();return(0,i.jsx)(o,{$size:t,"aria-hidden":"true","data-avatar":n?"picture":"initials",children:n?(0,i.jsx)("img",{src:n,alt:""}):h})}n.d(t,["a",0,()=>l.forEach(e=>e())])}}]);
//# sourceMappingURL=31.39d3207d88.js.map