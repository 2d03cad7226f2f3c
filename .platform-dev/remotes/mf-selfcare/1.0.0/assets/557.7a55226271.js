"use strict";(self.webpackChunkmf_selfcare_1_0_0=self.webpackChunkmf_selfcare_1_0_0||[]).push([[557],{3924(e,r,t){t.d(r,{B:()=>h});var n=t(2876),i=t(110),a=t(7589),o=t(3566),s=t(6515),l=t(4066);const d=(0,a.default)(o.Container)`
  padding-top: ${({theme:e})=>e.space.lg};
  padding-bottom: ${({theme:e})=>e.space.xl};
`,c=a.default.h1`
  margin: 0 0 ${({theme:e})=>e.space.md};
  font-size: ${({theme:e})=>e.fontSizes.xl};
  ${o.media.up("md")} {
    font-size: ${({theme:e})=>e.fontSizes.xxl};
  }
`,m=(0,a.default)(o.SiteLink)`
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
`,u=a.default.p`
  margin: -8px 0 ${({theme:e})=>e.space.md};
  color: ${({theme:e})=>e.colors.text.secondary};
`,p=a.default.section`
  padding: ${({theme:e})=>e.space.md};
  border: 1px solid ${({theme:e})=>e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.background.raised};
  ${o.media.up("md")} {
    padding: ${({theme:e})=>e.space.lg};
  }
`;function h({title:e,intro:r,back:t,narrow:a=!1,children:o}){const{t:p}=(0,i.useTranslation)(s.W),h=(0,l.I)();return(0,n.jsxs)(d,{$narrow:a,children:[t&&(0,n.jsx)(m,{to:h(t),children:p("common.back")}),(0,n.jsx)(c,{children:e}),r&&(0,n.jsx)(u,{children:r}),o]})}t.d(r,["Z",0,p])},4066(e,r,t){t.d(r,{I:()=>i});var n=t(3566);function i(){const e=(0,n.useSelfCarePrefix)();return r=>`${e}/${r.replace(/^\/+/,"")}`}},7557(e,r,t){t.r(r),t.d(r,{LoginPage:()=>$});var n=t(2876),i=t(7689),a=t(4797),o=t(110),s=t(4319),l=t(845),d=t(7589),c=t(3566),m=t(3924),u=t(4066),p=t(6515),h=t(3228),g=t(840);const f=(0,l.object)({username:(0,c.usernameRule)(),password:(0,c.requiredText)("passwordRequired")}),x=d.default.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space.xs};
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({theme:e})=>e.colors.text.link};
  }
`,b=d.default.p`
  margin: 0;
  padding: ${({theme:e})=>e.space.sm};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e})=>e.colors.danger.light};
  color: ${({theme:e})=>e.colors.danger.main};
`;function $({language:e}){const{t:r}=(0,o.useTranslation)(p.W),t=(0,c.useAppDispatch)(),l=(0,c.useAppSelector)(e=>e.login),{isSignedIn:d,profile:$}=(0,c.useSession)(),j=(0,c.useErrorText)(),w=(0,u.I)(),S=function(e){const[r]=(0,s.useSearchParams)(),t=(0,u.I)(),n=r.get("redirect");return n&&n.startsWith("/")&&!n.startsWith("//")?n:(0,c.localizePath)(t(h.Z.dashboard),e)}(e);return(0,i.useEffect)(()=>()=>{t(g.l.loginReset())},[t]),d&&$?(0,n.jsx)(s.Navigate,{replace:!0,to:S}):(0,n.jsx)(m.B,{title:r("login.title"),intro:r("login.intro"),narrow:!0,children:(0,n.jsx)(m.Z,{children:(0,n.jsx)(a.Form,{validate:(0,c.validateWith)(f),onSubmit:e=>{t(g.l.loginRequested(e))},render:({handleSubmit:t})=>(0,n.jsx)("form",{onSubmit:t,noValidate:!0,"aria-label":r("login.title"),children:(0,n.jsxs)(c.Stack,{children:[l?.error&&(0,n.jsxs)(b,{role:"alert",children:[j(l.error),l.retryAfter?` ${r("login.retryIn",{time:(0,c.formatCountdown)(l.retryAfter,e)})}`:""]}),(0,n.jsx)(c.FormField,{name:"username",label:r("login.username"),hint:r("login.usernameHint"),autoComplete:"username",inputMode:"email",required:!0}),(0,n.jsx)(c.FormField,{name:"password",type:"password",label:r("login.password"),autoComplete:"current-password",required:!0}),(0,n.jsx)(c.Button,{type:"submit",fullWidth:!0,loading:l?.isLoading,children:r("login.submit")}),(0,n.jsxs)(x,{children:[(0,n.jsx)(c.SiteLink,{to:w(h.Z.passwordRecovery),children:r("login.forgotPassword")}),(0,n.jsx)(c.SiteLink,{to:w(h.Z.signUp),children:r("login.createAccount")})]})]})})})})})}t.d(r,["loginSchema",0,f])}}]);
//# sourceMappingURL=557.7a55226271.js.map