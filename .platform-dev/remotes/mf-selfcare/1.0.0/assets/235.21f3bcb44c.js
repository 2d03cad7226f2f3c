"use strict";(self.webpackChunkmf_selfcare_1_0_0=self.webpackChunkmf_selfcare_1_0_0||[]).push([[235],{3924(e,t,n){n.d(t,{B:()=>h});var i=n(2876),o=n(110),r=n(7589),s=n(3566),a=n(6515),d=n(4066);const l=(0,r.default)(s.Container)`
  padding-top: ${({theme:e})=>e.space.lg};
  padding-bottom: ${({theme:e})=>e.space.xl};
`,m=r.default.h1`
  margin: 0 0 ${({theme:e})=>e.space.md};
  font-size: ${({theme:e})=>e.fontSizes.xl};
  ${s.media.up("md")} {
    font-size: ${({theme:e})=>e.fontSizes.xxl};
  }
`,c=(0,r.default)(s.SiteLink)`
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
`,p=r.default.p`
  margin: -8px 0 ${({theme:e})=>e.space.md};
  color: ${({theme:e})=>e.colors.text.secondary};
`,u=r.default.section`
  padding: ${({theme:e})=>e.space.md};
  border: 1px solid ${({theme:e})=>e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.background.raised};
  ${s.media.up("md")} {
    padding: ${({theme:e})=>e.space.lg};
  }
`;function h({title:e,intro:t,back:n,narrow:r=!1,children:s}){const{t:u}=(0,o.useTranslation)(a.W),h=(0,d.I)();return(0,i.jsxs)(l,{$narrow:r,children:[n&&(0,i.jsx)(c,{to:h(n),children:u("common.back")}),(0,i.jsx)(m,{children:e}),t&&(0,i.jsx)(p,{children:t}),s]})}n.d(t,["Z",0,u])},4066(e,t,n){n.d(t,{I:()=>o});var i=n(3566);function o(){const e=(0,i.useSelfCarePrefix)();return t=>`${e}/${t.replace(/^\/+/,"")}`}},656(e,t,n){n.d(t,{YX:()=>c});var i=n(2876),o=n(7689),r=n(110),s=n(7589),a=n(3566),d=n(6515);const l=s.default.p`
  margin: 0;
  padding: ${({theme:e})=>e.space.sm};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e,$tone:t})=>e.colors[t].light};
  color: ${({theme:e,$tone:t})=>"warning"===t?e.colors.text.primary:e.colors[t].main};
`,m=e=>(0,a.toApiError)(e).data?.meta??{};function c({mdn:e,purpose:t,language:n,onVerified:s}){const{t:c}=(0,r.useTranslation)(d.W),p=(0,a.useErrorText)(),u=(0,a.useAppConfig)()?.otpDurationDTO,[h,b]=(0,o.useState)({kind:"sending"}),[f,g]=(0,o.useState)(""),[x,k]=(0,o.useState)(null),[j,S]=(0,o.useState)(!1),[$,y]=(0,o.useState)(!1),w=(0,a.useCountdown)(0,{autoStart:!1,onEnd:()=>S(!0)}),v=(0,a.useCountdown)(0,{autoStart:!1,onEnd:()=>b({kind:"sending"})}),C=(0,o.useRef)(!1),R=(0,o.useCallback)(async()=>{k(null);try{const n=await((e,t)=>a.api.post("/api/ms-iam/v1/otp/send",{mdn:e,purpose:t},{anonymous:!0}))(e,t);S(!1),g(""),w.restart(n.expiresIn),b({kind:"sent",sent:n,at:Date.now()})}catch(e){const t=(0,a.toApiError)(e),n=m(e);if(t.code===a.OTP_ERROR_CODES.blocked||t.code===a.OTP_ERROR_CODES.maxSends){const e=n.retryAfter??u?.blockedRetrySeconds??900;v.restart(e),b({kind:"blocked",code:t.code,retryAfter:e})}else t.code===a.OTP_ERROR_CODES.resendTooEarly?k(p(t.code)):b({kind:"failed",code:t.code})}},[e,t,u,p]);(0,o.useEffect)(()=>{C.current||(C.current=!0,R())},[R]);const T=async n=>{if(/^\d{6}$/.test(n)){y(!0),k(null);try{s((await((e,t,n)=>a.api.post("/api/ms-iam/v1/otp/verify",{mdn:e,purpose:t,code:n},{anonymous:!0}))(e,t,n)).otpToken)}catch(e){const t=(0,a.toApiError)(e),n=m(e);if(t.code===a.OTP_ERROR_CODES.blocked){const e=n.retryAfter??u?.blockedRetrySeconds??900;v.restart(e),b({kind:"blocked",code:t.code,retryAfter:e})}else if(t.code===a.OTP_ERROR_CODES.expired)S(!0);else{const e=n.attemptsLeft;k(void 0!==e?`${p(t.code)} ${c("otp.attemptsLeft",{count:e})}`:p(t.code))}}finally{y(!1)}}else k(c("otp.sixDigits"))};if("sending"===h.kind)return(0,i.jsx)("p",{role:"status",children:c("otp.sending")});if("blocked"===h.kind)return(0,i.jsxs)(l,{$tone:"danger",role:"alert","data-otp-state":"blocked",children:[p(h.code)," ",c("otp.retryIn",{time:(0,a.formatCountdown)(v.remaining,n)})]});if("failed"===h.kind)return(0,i.jsxs)(a.Stack,{children:[(0,i.jsx)(l,{$tone:"danger",role:"alert",children:p(h.code)}),(0,i.jsx)(a.Button,{variant:"secondary",onClick:()=>{R()},children:c("common.retry")})]});const{sent:E}=h;return(0,i.jsxs)(a.Stack,{as:"form",onSubmit:e=>(e.preventDefault(),void T(f)),"aria-label":c("otp.title"),children:[(0,i.jsx)(l,{$tone:"info",role:"status","data-otp-state":"sent",children:c("otp.sentTo",{number:E.sentTo||(0,a.formatMdn)(e)})}),j?(0,i.jsx)(l,{$tone:"warning",role:"alert","data-otp-state":"expired",children:p(a.OTP_ERROR_CODES.expired)}):(0,i.jsx)("p",{children:c("otp.validFor",{time:(0,a.formatCountdown)(w.remaining,n)})}),(0,i.jsx)(a.OtpInput,{label:c("otp.code"),value:f,onChange:g,onComplete:e=>{T(e)},error:x??void 0,disabled:j,autoFocus:!0,name:"otp"}),(0,i.jsx)(a.Button,{type:"submit",loading:$,disabled:j,children:c("otp.verify")}),0===E.sendsLeft&&(0,i.jsx)("p",{"data-otp-state":"last-send",children:c("otp.lastSend")}),(0,i.jsx)(a.ResendCountdown,{seconds:E.resendIn,onResend:R},h.at)]})}},8746(e,t,n){n.d(t,{m:()=>m});var i=n(2876),o=n(4797),r=n(110),s=n(845),a=n(3566),d=n(6515);const l=e=>(0,s.object)({mdn:"mobile"===e?(0,a.mdnRule)():(0,a.lineNumberRule)({home:!0})});function m({kind:e,onSubmit:t,submitLabel:n}){const{t:s}=(0,r.useTranslation)(d.W);return(0,i.jsx)(o.Form,{validate:(0,a.validateWith)(l(e)),onSubmit:e=>t((0,a.stripSeparators)(e.mdn)),render:({handleSubmit:t})=>(0,i.jsx)("form",{onSubmit:t,noValidate:!0,"aria-label":s("signUp.stepNumber"),children:(0,i.jsxs)(a.Stack,{children:[(0,i.jsx)(a.FormField,{name:"mdn",label:s("mobile"===e?"number.mobileLabel":"number.homeLabel"),hint:s("mobile"===e?"number.mobileHint":"number.homeHint"),placeholder:"mobile"===e?"06XXXXXXXX":"05XXXXXXXX",inputMode:"tel",autoComplete:"tel-national",required:!0}),(0,i.jsx)(a.Button,{type:"submit",children:n??s("number.sendCode")})]})})})}},4235(e,t,n){n.r(t),n.d(t,{SignUpChoice:()=>k,SignUpFlow:()=>j});var i=n(2876),o=n(7689),r=n(1461),s=n(4797),a=n(110),d=n(4319),l=n(7589),m=n(3566),c=n(3924),p=n(4066),u=n(6515),h=n(3228),b=n(656),f=n(8746);const g=m.newPasswordSchema.shape({firstName:(0,m.requiredField)("firstName"),lastName:(0,m.requiredField)("lastName"),email:(0,m.emailRule)()}),x=l.default.div`
  display: grid;
  gap: ${({theme:e})=>e.space.md};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  a {
    display: block;
    padding: ${({theme:e})=>e.space.lg};
    border: 1px solid ${({theme:e})=>e.colors.border.subtle};
    border-radius: ${({theme:e})=>e.radii.lg};
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({theme:e})=>e.colors.primary.main};
  }
  strong {
    display: block;
    margin-bottom: 4px;
    color: ${({theme:e})=>e.colors.primary.main};
    font-size: ${({theme:e})=>e.fontSizes.lg};
  }
`;function k(){const{t:e}=(0,a.useTranslation)(u.W),t=(0,p.I)();return(0,i.jsx)(c.B,{title:e("signUp.title"),intro:e("signUp.choose"),back:h.Z.login,narrow:!0,children:(0,i.jsxs)(x,{children:[(0,i.jsxs)(m.SiteLink,{to:t(`${h.Z.signUp}/mobile`),children:[(0,i.jsx)("strong",{children:e("signUp.mobile")}),e("signUp.mobileText")]}),(0,i.jsxs)(m.SiteLink,{to:t(`${h.Z.signUp}/home`),children:[(0,i.jsx)("strong",{children:e("signUp.home")}),e("signUp.homeText")]})]})})}function j({kind:e,language:t}){const{t:n}=(0,a.useTranslation)(u.W),[l,x]=(0,o.useState)({kind:"number"}),[k,j]=(0,o.useState)(!1),S=(0,m.useAppDispatch)(),$=(0,m.useErrorText)(),y=(0,p.I)(),w=(0,d.useNavigate)(),v=[n("signUp.stepNumber"),n("signUp.stepCode"),n("signUp.stepDetails")],C="number"===l.kind?0:"otp"===l.kind?1:2;return k?(0,i.jsx)(d.Navigate,{replace:!0,to:(0,m.localizePath)(y(h.Z.dashboard),t)}):(0,i.jsx)(c.B,{title:n("mobile"===e?"signUp.mobileTitle":"signUp.homeTitle"),back:h.Z.signUp,narrow:!0,children:(0,i.jsx)(c.Z,{children:(0,i.jsxs)(m.Stack,{children:[(0,i.jsx)(m.Stepper,{steps:v,current:C,label:n("signUp.steps")}),"number"===l.kind&&(0,i.jsx)(f.m,{kind:e,onSubmit:e=>x({kind:"otp",mdn:e})}),"otp"===l.kind&&(0,i.jsxs)(i.Fragment,{children:[(0,i.jsx)(b.YX,{mdn:l.mdn,purpose:"signup",language:t,onVerified:e=>x({kind:"details",mdn:l.mdn,otpToken:e})}),(0,i.jsx)(m.Button,{variant:"link",onClick:()=>x({kind:"number"}),children:n("otp.changeNumber")})]}),"details"===l.kind&&(0,i.jsx)(s.Form,{validate:(0,m.validateWith)(g),onSubmit:async t=>{if("details"===l.kind)try{const n={kind:e,mdn:l.mdn,otpToken:l.otpToken,email:t.email.trim(),password:t.password,firstName:t.firstName.trim(),lastName:t.lastName.trim()},i=await m.api.post("/api/ms-iam/v1/signup",n,{anonymous:!0,skipAuthRefresh:!0});return S(m.busEvents.sessionTokensIssued(i)),void j(!0)}catch(e){const t=(0,m.toApiError)(e).code;return"iam-otp-token-invalid"===t&&x({kind:"otp",mdn:l.mdn}),"client-email-taken"===t?{email:$(t)}:{[r.FORM_ERROR]:$(t)}}},render:({handleSubmit:e,submitting:t,submitError:o})=>(0,i.jsx)("form",{onSubmit:e,noValidate:!0,"aria-label":n("signUp.stepDetails"),children:(0,i.jsxs)(m.Stack,{children:[o&&(0,i.jsx)("p",{role:"alert",children:o}),(0,i.jsx)(m.FormField,{name:"firstName",label:n("fields.firstName"),autoComplete:"given-name",required:!0}),(0,i.jsx)(m.FormField,{name:"lastName",label:n("fields.lastName"),autoComplete:"family-name",required:!0}),(0,i.jsx)(m.FormField,{name:"email",type:"email",label:n("fields.email"),autoComplete:"email",required:!0}),(0,i.jsx)(m.FormField,{name:"password",type:"password",label:n("fields.newPassword"),hint:n("fields.passwordHint"),autoComplete:"new-password",required:!0}),(0,i.jsx)(m.FormField,{name:"passwordConfirmation",type:"password",label:n("fields.passwordConfirmation"),autoComplete:"new-password",required:!0}),(0,i.jsx)(m.Button,{type:"submit",loading:t,children:n("signUp.submit")})]})})}),"number"===l.kind&&(0,i.jsx)(m.Button,{variant:"link",onClick:()=>{w((0,m.localizePath)(y(h.Z.login),t))},children:n("signUp.haveAccount")})]})})})}n.d(t,["signUpDetailsSchema",0,g])}}]);
//# sourceMappingURL=235.21f3bcb44c.js.map