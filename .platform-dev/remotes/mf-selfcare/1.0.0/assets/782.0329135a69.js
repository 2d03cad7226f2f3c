"use strict";(self.webpackChunkmf_selfcare_1_0_0=self.webpackChunkmf_selfcare_1_0_0||[]).push([[782],{3924(e,a,t){t.d(a,{B:()=>g});var n=t(2876),i=t(110),r=t(7589),l=t(3566),s=t(6515),o=t(4066);const d=(0,r.default)(l.Container)`
  padding-top: ${({theme:e})=>e.space.lg};
  padding-bottom: ${({theme:e})=>e.space.xl};
`,c=r.default.h1`
  margin: 0 0 ${({theme:e})=>e.space.md};
  font-size: ${({theme:e})=>e.fontSizes.xl};
  ${l.media.up("md")} {
    font-size: ${({theme:e})=>e.fontSizes.xxl};
  }
`,m=(0,r.default)(l.SiteLink)`
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
`,h=r.default.p`
  margin: -8px 0 ${({theme:e})=>e.space.md};
  color: ${({theme:e})=>e.colors.text.secondary};
`,u=r.default.section`
  padding: ${({theme:e})=>e.space.md};
  border: 1px solid ${({theme:e})=>e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.background.raised};
  ${l.media.up("md")} {
    padding: ${({theme:e})=>e.space.lg};
  }
`;function g({title:e,intro:a,back:t,narrow:r=!1,children:l}){const{t:u}=(0,i.useTranslation)(s.W),g=(0,o.I)();return(0,n.jsxs)(d,{$narrow:r,children:[t&&(0,n.jsx)(m,{to:g(t),children:u("common.back")}),(0,n.jsx)(c,{children:e}),a&&(0,n.jsx)(h,{children:a}),l]})}t.d(a,["Z",0,u])},4066(e,a,t){t.d(a,{I:()=>i});var n=t(3566);function i(){const e=(0,n.useSelfCarePrefix)();return a=>`${e}/${a.replace(/^\/+/,"")}`}},782(e,a,t){t.r(a),t.d(a,{BalanceDetailsPage:()=>A,BalancesArea:()=>T,BalancesSkeleton:()=>W,CategoryCard:()=>M,DashboardPage:()=>D,Grid:()=>w});var n=t(2876),i=t(110),r=t(7589),l=t(3566),s=t(3924),o=t(4066),d=t(6515),c=t(3228);const m={Go:{fr:"Go",ar:"جيغا",en:"GB"},Dh:{fr:"Dh",ar:"درهم",en:"MAD"},sms:{fr:"SMS",ar:"رسالة",en:"SMS"},h:{fr:"h",ar:"ساعة",en:"h"},min:{fr:"min",ar:"دقيقة",en:"min"},s:{fr:"s",ar:"ثانية",en:"s"}};function h(e,a,t){return`${(0,l.formatAmount)(e,t)} ${m[a][t]}`}const u=(e,a)=>"ar"===a?e.name_ar:"en"===a?e.name_en:e.name,g=(e,a)=>"ar"===a?e.name_ar:"en"===a?e.name_en:e.name,p=r.default.div`
  display: grid;
  gap: 6px;
`,f=r.default.div`
  display: flex;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space.xs};
  align-items: baseline;
  span:first-child {
    font-weight: ${({theme:e})=>e.fontWeights.medium};
  }
  span:last-child {
    white-space: nowrap;
    font-weight: ${({theme:e})=>e.fontWeights.bold};
  }
`,x=r.default.div`
  height: 10px;
  border-radius: ${({theme:e})=>e.radii.pill};
  background: ${({theme:e})=>e.colors.neutral[100]};
  overflow: hidden;
`,$=r.default.div`
  width: ${({$ratio:e})=>Math.round(100*e)}%;
  height: 100%;
  border-radius: inherit;
  background: ${({theme:e,$ratio:a})=>a<.15?e.colors.warning.main:e.colors.primary.main};
`,b=r.default.div`
  color: ${({theme:e})=>e.colors.text.secondary};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`;function j({item:e,language:a}){const{t}=(0,i.useTranslation)(d.W),r=e.total?Math.max(0,Math.min(1,e.value/e.total)):null,l=e.unlimited?t("balances.unlimited"):e.total?t("balances.leftOf",{value:h(e.value,e.unit,a),total:h(e.total,e.unit,a)}):h(e.value,e.unit,a),s=function(e,a,t){return a?e("balances.validUntil",{date:new Date(a).toLocaleDateString("ar"===t?"ar-MA":`${t}-MA`,{day:"numeric",month:"long",year:"numeric"})}):null}(t,e.validUntil,a);return(0,n.jsxs)(p,{"data-balance-item":e.name,children:[(0,n.jsxs)(f,{children:[(0,n.jsx)("span",{children:u(e,a)}),(0,n.jsx)("span",{children:l})]}),null!==r&&(0,n.jsx)(x,{role:"meter","aria-valuemin":0,"aria-valuemax":e.total??0,"aria-valuenow":e.value,"aria-label":u(e,a),"aria-valuetext":l,children:(0,n.jsx)($,{$ratio:r})}),s&&(0,n.jsx)(b,{children:s})]})}var y=t(2185),v=t(7689),S=t(9038);function k(){const e=(0,l.useAppDispatch)(),a=(0,l.useAppSelector)(e=>e.balances),{selectedLine:t}=(0,l.useSession)(),n=a?.mdn!==t?.mdn;return(0,v.useEffect)(()=>{t&&n&&!a?.loading&&!a?.error&&e(S.P.balancesRequested())},[e,t,n,a?.loading,a?.error]),{list:n?[]:a?.list??[],loading:!a||a.loading||n&&!a.error,error:a?.error??null,retry:()=>e(S.P.balancesRequested())}}const w=r.default.div`
  display: grid;
  gap: ${({theme:e})=>e.space.md};
  grid-template-columns: 1fr;
  ${l.media.up("sm")} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${l.media.up("lg")} {
    grid-template-columns: repeat(3, 1fr);
  }
`,_=r.default.h3`
  margin: 0 0 ${({theme:e})=>e.space.sm};
  font-size: ${({theme:e})=>e.fontSizes.lg};
`,z=r.default.p`
  margin: 0;
  color: ${({theme:e})=>e.colors.primary.main};
  font-size: ${({theme:e})=>e.fontSizes.xxxl};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
`,L=r.default.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space.xs};
  h2 {
    margin: 0;
    font-size: ${({theme:e})=>e.fontSizes.xl};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({theme:e})=>e.colors.text.link};
    font-weight: ${({theme:e})=>e.fontWeights.medium};
  }
`,C=r.default.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space.xs};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({theme:e})=>e.space.md};
    border: 1px solid ${({theme:e})=>e.colors.border.default};
    border-radius: ${({theme:e})=>e.radii.pill};
    color: inherit;
    text-decoration: none;
  }
`;function W(){return(0,n.jsx)(w,{"aria-busy":"true","data-testid":"balances-skeleton",children:[0,1,2].map(e=>(0,n.jsxs)(s.Z,{children:[(0,n.jsx)(l.Skeleton,{width:"40%",height:24}),(0,n.jsx)(l.Skeleton,{lines:3})]},e))})}function M({category:e,language:a,limit:t}){const i=t?e.subCategories.slice(0,t):e.subCategories,r="dirhams"===e.category&&1===i.length&&i[0]&&null===i[0].total?i[0]:null;return(0,n.jsxs)(s.Z,{"aria-labelledby":`balance-${e.category}`,"data-balance-category":e.category,children:[(0,n.jsx)(_,{id:`balance-${e.category}`,children:g(e,a)}),(0,n.jsxs)(l.Stack,{$gap:"md",children:[r&&(0,n.jsx)(z,{children:h(r.value,r.unit,a)}),i.map(e=>(0,n.jsx)(j,{item:e,language:a},e.name))]})]})}function T({language:e,limit:a}){const{t}=(0,i.useTranslation)(d.W),r=(0,l.useErrorText)(),{list:s,loading:o,error:c,retry:m}=k();return o?(0,n.jsx)(W,{}):c?(0,n.jsx)(l.ErrorState,{title:t("balances.errorTitle"),message:r(c),code:c,onRetry:m,retryLabel:t("common.retry")}):0===s.length?(0,n.jsx)(l.EmptyState,{title:t("balances.emptyTitle"),description:t("balances.emptyText")}):(0,n.jsx)(w,{children:s.map(t=>(0,n.jsx)(M,{category:t,language:e,limit:a},t.category))})}function D({language:e}){const{t:a}=(0,i.useTranslation)(d.W),{profile:t}=(0,l.useSession)(),r=(0,o.I)();return(0,n.jsx)(s.B,{title:a("dashboard.hello",{name:t?.firstName??""}),children:(0,n.jsxs)(l.Stack,{$gap:"lg",children:[(0,n.jsx)(y.$L,{language:e}),(0,n.jsxs)(L,{children:[(0,n.jsx)("h2",{children:a("dashboard.balances")}),(0,n.jsx)(l.SiteLink,{to:r(`${c.Z.dashboard}/details`),children:a("dashboard.details")})]}),(0,n.jsx)(T,{language:e,limit:2}),(0,n.jsxs)(C,{"aria-label":a("dashboard.shortcuts"),children:[(0,n.jsx)(l.SiteLink,{to:r(c.Z.lines),children:a("account.lines")}),(0,n.jsx)(l.SiteLink,{to:r(c.Z.addLine),children:a("account.addLine")}),(0,n.jsx)(l.SiteLink,{to:r(c.Z.account),children:a("account.title")})]})]})})}function A({language:e}){const{t:a}=(0,i.useTranslation)(d.W),{list:t,loading:r,retry:o}=k();return(0,n.jsx)(s.B,{title:a("details.title"),back:c.Z.dashboard,children:(0,n.jsxs)(l.Stack,{$gap:"lg",children:[(0,n.jsx)(y.$L,{language:e}),(0,n.jsx)(T,{language:e}),!r&&t.length>0&&(0,n.jsx)("div",{children:(0,n.jsx)(l.Button,{variant:"secondary",onClick:o,children:a("details.refresh")})})]})})}},2185(e,a,t){t.d(a,{$L:()=>g});var n=t(2876),i=t(110),r=t(7589),l=t(3566),s=t(6515);const o=r.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space.md};
  align-items: flex-end;
  justify-content: space-between;
  padding: ${({theme:e})=>e.space.md};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.secondary.main};
  color: ${({theme:e})=>e.colors.text.inverse};
`,d=r.default.p`
  margin: 0;
  font-size: ${({theme:e})=>e.fontSizes.xxl};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
`,c=r.default.p`
  margin: 4px 0 0;
  opacity: 0.9;
`,m=r.default.div`
  min-width: 220px;
  label {
    color: ${({theme:e})=>e.colors.text.inverse};
  }
`,h=(e,a)=>"ar"===a?e.offer_name_ar:e.offer_name_fr;function u(e,a,t){return`⁦${(0,l.formatMdn)(a.mdn)}⁩ · ${e(`kinds.${a.kind}`)} · ${h(a,t)}`}function g({language:e}){const{t:a}=(0,i.useTranslation)(s.W),{lines:t,selectedUserLine:r}=(0,l.useSession)(),g=(0,l.useAppDispatch)();return r?(0,n.jsxs)(o,{"data-selected-line":r.mdn,children:[(0,n.jsxs)("div",{children:[(0,n.jsxs)("span",{children:[a(`kinds.${r.kind}`)," · ",a(`segments.${r.segment}`)]}),(0,n.jsx)(d,{dir:"ltr",children:(0,l.formatMdn)(r.mdn)}),(0,n.jsx)(c,{children:h(r,e)})]}),t.length>1&&(0,n.jsx)(m,{children:(0,n.jsx)(l.Select,{label:a("lines.switch"),value:r.mdn,placeholder:!1,options:t.map(t=>({value:t.mdn,label:u(a,t,e)})),onChange:e=>g(l.busEvents.lineSelectRequested({mdn:e.target.value}))})})]}):null}t.d(a,["vC",0,h])}}]);
//# sourceMappingURL=782.0329135a69.js.map