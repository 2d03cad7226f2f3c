"use strict";(self.webpackChunkmf_selfcare_1_0_0=self.webpackChunkmf_selfcare_1_0_0||[]).push([[791],{3924(e,n,t){t.d(n,{B:()=>p});var i=t(2876),s=t(110),l=t(7589),r=t(3566),a=t(6515),d=t(4066);const o=(0,l.default)(r.Container)`
  padding-top: ${({theme:e})=>e.space.lg};
  padding-bottom: ${({theme:e})=>e.space.xl};
`,c=l.default.h1`
  margin: 0 0 ${({theme:e})=>e.space.md};
  font-size: ${({theme:e})=>e.fontSizes.xl};
  ${r.media.up("md")} {
    font-size: ${({theme:e})=>e.fontSizes.xxl};
  }
`,m=(0,l.default)(r.SiteLink)`
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
`,h=l.default.p`
  margin: -8px 0 ${({theme:e})=>e.space.md};
  color: ${({theme:e})=>e.colors.text.secondary};
`,u=l.default.section`
  padding: ${({theme:e})=>e.space.md};
  border: 1px solid ${({theme:e})=>e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.background.raised};
  ${r.media.up("md")} {
    padding: ${({theme:e})=>e.space.lg};
  }
`;function p({title:e,intro:n,back:t,narrow:l=!1,children:r}){const{t:u}=(0,s.useTranslation)(a.W),p=(0,d.I)();return(0,i.jsxs)(o,{$narrow:l,children:[t&&(0,i.jsx)(m,{to:p(t),children:u("common.back")}),(0,i.jsx)(c,{children:e}),n&&(0,i.jsx)(h,{children:n}),r]})}t.d(n,["Z",0,u])},4066(e,n,t){t.d(n,{I:()=>s});var i=t(3566);function s(){const e=(0,i.useSelfCarePrefix)();return n=>`${e}/${n.replace(/^\/+/,"")}`}},2185(e,n,t){t.d(n,{$L:()=>p});var i=t(2876),s=t(110),l=t(7589),r=t(3566),a=t(6515);const d=l.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space.md};
  align-items: flex-end;
  justify-content: space-between;
  padding: ${({theme:e})=>e.space.md};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.secondary.main};
  color: ${({theme:e})=>e.colors.text.inverse};
`,o=l.default.p`
  margin: 0;
  font-size: ${({theme:e})=>e.fontSizes.xxl};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
`,c=l.default.p`
  margin: 4px 0 0;
  opacity: 0.9;
`,m=l.default.div`
  min-width: 220px;
  label {
    color: ${({theme:e})=>e.colors.text.inverse};
  }
`,h=(e,n)=>"ar"===n?e.offer_name_ar:e.offer_name_fr;function u(e,n,t){return`⁦${(0,r.formatMdn)(n.mdn)}⁩ · ${e(`kinds.${n.kind}`)} · ${h(n,t)}`}function p({language:e}){const{t:n}=(0,s.useTranslation)(a.W),{lines:t,selectedUserLine:l}=(0,r.useSession)(),p=(0,r.useAppDispatch)();return l?(0,i.jsxs)(d,{"data-selected-line":l.mdn,children:[(0,i.jsxs)("div",{children:[(0,i.jsxs)("span",{children:[n(`kinds.${l.kind}`)," · ",n(`segments.${l.segment}`)]}),(0,i.jsx)(o,{dir:"ltr",children:(0,r.formatMdn)(l.mdn)}),(0,i.jsx)(c,{children:h(l,e)})]}),t.length>1&&(0,i.jsx)(m,{children:(0,i.jsx)(r.Select,{label:n("lines.switch"),value:l.mdn,placeholder:!1,options:t.map(t=>({value:t.mdn,label:u(n,t,e)})),onChange:e=>p(r.busEvents.lineSelectRequested({mdn:e.target.value}))})})]}):null}t.d(n,["vC",0,h])},8791(e,n,t){t.r(n),t.d(n,{LinesPage:()=>j});var i=t(2876),s=t(7689),l=t(110),r=t(7589),a=t(3566),d=t(3924),o=t(4066),c=t(6515),m=t(3228),h=t(2185);const u=e=>a.api.put("/api/ms-client/v1/update-main-line",{username:e},{authorized:!0}),p=e=>a.api.delete("/api/ms-client/v1/remove-line",{data:{username:e},authorized:!0}),x=r.default.ul`
  display: grid;
  gap: ${({theme:e})=>e.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`,f=r.default.strong`
  font-size: ${({theme:e})=>e.fontSizes.xl};
`,g=r.default.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({theme:e})=>e.radii.pill};
  background: ${({theme:e,$tone:n})=>"primary"===n?e.colors.primary.light:e.colors.neutral[100]};
  color: ${({theme:e,$tone:n})=>"primary"===n?e.colors.primary.dark:e.colors.text.secondary};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`,$=r.default.p`
  margin: 4px 0 0;
  color: ${({theme:e})=>e.colors.text.secondary};
`;function j({language:e}){const{t:n}=(0,l.useTranslation)(c.W),{lines:t,selectedLine:r}=(0,a.useSession)(),j=(0,a.useAppDispatch)(),b=(0,a.useErrorText)(),k=(0,o.I)(),[v,y]=(0,s.useState)(null),[S,z]=(0,s.useState)(null),C=async(e,n,t)=>{y(e);try{await n(),(0,a.showToast)({kind:"success",text:t}),j(a.busEvents.profileRefreshRequested())}catch(e){(0,a.showToast)({kind:"error",text:b((0,a.toApiError)(e).code)})}finally{y(null)}};return(0,i.jsxs)(d.B,{title:n("lines.title"),intro:n("lines.intro"),back:m.Z.dashboard,children:[(0,i.jsxs)(a.Stack,{$gap:"lg",children:[(0,i.jsx)(x,{children:t.map(s=>{const l=s.mdn===r?.mdn;return(0,i.jsx)("li",{children:(0,i.jsx)(d.Z,{"aria-label":(0,a.formatMdn)(s.mdn),"data-line":s.mdn,children:(0,i.jsxs)(a.Stack,{$gap:"sm",children:[(0,i.jsxs)(a.Inline,{$gap:"xs",children:[(0,i.jsx)(f,{dir:"ltr",children:(0,a.formatMdn)(s.mdn)}),s.isMain&&(0,i.jsx)(g,{$tone:"primary",children:n("lines.main")}),l&&(0,i.jsx)(g,{$tone:"neutral",children:n("lines.selected")})]}),(0,i.jsxs)($,{children:[n(`kinds.${s.kind}`)," · ",n(`segments.${s.segment}`)," · ",(0,h.vC)(s,e)]}),(0,i.jsxs)(a.Inline,{$gap:"xs",children:[!l&&(0,i.jsx)(a.Button,{size:"sm",onClick:()=>j(a.busEvents.lineSelectRequested({mdn:s.mdn})),children:n("lines.select")}),!s.isMain&&(0,i.jsx)(a.Button,{size:"sm",variant:"secondary",loading:v===s.mdn,onClick:()=>{C(s.mdn,()=>u(s.mdn),n("lines.mainDone"))},children:n("lines.setMain")}),t.length>1&&(0,i.jsx)(a.Button,{size:"sm",variant:"ghost",onClick:()=>z(s),children:n("lines.remove")})]})]})})},s.mdn)})}),(0,i.jsx)("div",{children:(0,i.jsx)(a.SiteLink,{to:k(m.Z.addLine),children:n("account.addLine")})})]}),(0,i.jsx)(a.Modal,{open:null!==S,onClose:()=>z(null),title:n("lines.removeTitle"),alert:!0,footer:(0,i.jsxs)(a.Inline,{$gap:"xs",$justify:"end",children:[(0,i.jsx)(a.Button,{variant:"secondary",onClick:()=>z(null),children:n("common.cancel")}),(0,i.jsx)(a.Button,{onClick:()=>{const e=S;z(null),e&&C(e.mdn,()=>p(e.mdn),n("lines.removeDone"))},children:n("lines.removeConfirm")})]}),children:(0,i.jsx)("p",{children:S&&n("lines.removeText",{number:(0,a.formatMdn)(S.mdn)})})})]})}t.d(n,["removeLine",0,p,"setMainLine",0,u])}}]);
//# sourceMappingURL=791.f8ad8a727c.js.map