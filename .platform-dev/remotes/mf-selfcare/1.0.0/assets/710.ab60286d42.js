"use strict";(self.webpackChunkmf_selfcare_1_0_0=self.webpackChunkmf_selfcare_1_0_0||[]).push([[710],{3924(e,t,n){n.d(t,{B:()=>h});var o=n(2876),r=n(110),a=n(7589),i=n(3566),s=n(6515),d=n(4066);const l=(0,a.default)(i.Container)`
  padding-top: ${({theme:e})=>e.space.lg};
  padding-bottom: ${({theme:e})=>e.space.xl};
`,c=a.default.h1`
  margin: 0 0 ${({theme:e})=>e.space.md};
  font-size: ${({theme:e})=>e.fontSizes.xl};
  ${i.media.up("md")} {
    font-size: ${({theme:e})=>e.fontSizes.xxl};
  }
`,u=(0,a.default)(i.SiteLink)`
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
  ${i.media.up("md")} {
    padding: ${({theme:e})=>e.space.lg};
  }
`;function h({title:e,intro:t,back:n,narrow:a=!1,children:i}){const{t:p}=(0,r.useTranslation)(s.W),h=(0,d.I)();return(0,o.jsxs)(l,{$narrow:a,children:[n&&(0,o.jsx)(u,{to:h(n),children:p("common.back")}),(0,o.jsx)(c,{children:e}),t&&(0,o.jsx)(m,{children:t}),i]})}n.d(t,["Z",0,p])},4066(e,t,n){n.d(t,{I:()=>r});var o=n(3566);function r(){const e=(0,o.useSelfCarePrefix)();return t=>`${e}/${t.replace(/^\/+/,"")}`}},1710(e,t,n){n.r(t),n.d(t,{AddLinePage:()=>h});var o=n(2876),r=n(7689),a=n(110),i=n(4319),s=n(3566),d=n(3924),l=n(4066),c=n(6515),u=n(3228),m=n(656),p=n(8746);function h({language:e}){const{t}=(0,a.useTranslation)(c.W),[n,h]=(0,r.useState)("mobile"),[b,f]=(0,r.useState)(null),[x,g]=(0,r.useState)(null),k=(0,s.useAppDispatch)(),S=(0,s.useErrorText)(),$=(0,i.useNavigate)(),j=(0,l.I)();return(0,o.jsx)(d.B,{title:t("addLine.title"),intro:t("addLine.intro"),back:u.Z.lines,narrow:!0,children:(0,o.jsx)(d.Z,{children:(0,o.jsx)(s.Stack,{children:x?(0,o.jsx)(s.ErrorState,{message:S(x),code:x,onRetry:()=>(g(null),f(null)),retryLabel:t("common.retry")}):b?(0,o.jsx)(m.YX,{mdn:b,purpose:"add-line",language:e,onVerified:o=>{(async o=>{if(b)try{const r={kind:n,mdn:b,otpToken:o};await s.api.post("/api/ms-client/v1/add-line",r,{authorized:!0}),k(s.busEvents.profileRefreshRequested()),(0,s.showToast)({kind:"success",text:t("addLine.done")}),$((0,s.localizePath)(j(u.Z.lines),e))}catch(e){g((0,s.toApiError)(e).code)}})(o)}}):(0,o.jsxs)(o.Fragment,{children:[(0,o.jsx)(s.RadioGroup,{name:"kind",legend:t("addLine.kind"),row:!0,value:n,onChange:e=>h(e),options:[{value:"mobile",label:t("signUp.mobile")},{value:"home",label:t("signUp.home")}]}),(0,o.jsx)(p.m,{kind:n,onSubmit:f},n)]})})})})}},656(e,t,n){n.d(t,{YX:()=>u});var o=n(2876),r=n(7689),a=n(110),i=n(7589),s=n(3566),d=n(6515);const l=i.default.p`
  margin: 0;
  padding: ${({theme:e})=>e.space.sm};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e,$tone:t})=>e.colors[t].light};
  color: ${({theme:e,$tone:t})=>"warning"===t?e.colors.text.primary:e.colors[t].main};
`,c=e=>(0,s.toApiError)(e).data?.meta??{};function u({mdn:e,purpose:t,language:n,onVerified:i}){const{t:u}=(0,a.useTranslation)(d.W),m=(0,s.useErrorText)(),p=(0,s.useAppConfig)()?.otpDurationDTO,[h,b]=(0,r.useState)({kind:"sending"}),[f,x]=(0,r.useState)(""),[g,k]=(0,r.useState)(null),[S,$]=(0,r.useState)(!1),[j,y]=(0,r.useState)(!1),R=(0,s.useCountdown)(0,{autoStart:!1,onEnd:()=>$(!0)}),v=(0,s.useCountdown)(0,{autoStart:!1,onEnd:()=>b({kind:"sending"})}),E=(0,r.useRef)(!1),C=(0,r.useCallback)(async()=>{k(null);try{const n=await((e,t)=>s.api.post("/api/ms-iam/v1/otp/send",{mdn:e,purpose:t},{anonymous:!0}))(e,t);$(!1),x(""),R.restart(n.expiresIn),b({kind:"sent",sent:n,at:Date.now()})}catch(e){const t=(0,s.toApiError)(e),n=c(e);if(t.code===s.OTP_ERROR_CODES.blocked||t.code===s.OTP_ERROR_CODES.maxSends){const e=n.retryAfter??p?.blockedRetrySeconds??900;v.restart(e),b({kind:"blocked",code:t.code,retryAfter:e})}else t.code===s.OTP_ERROR_CODES.resendTooEarly?k(m(t.code)):b({kind:"failed",code:t.code})}},[e,t,p,m]);(0,r.useEffect)(()=>{E.current||(E.current=!0,C())},[C]);const O=async n=>{if(/^\d{6}$/.test(n)){y(!0),k(null);try{i((await((e,t,n)=>s.api.post("/api/ms-iam/v1/otp/verify",{mdn:e,purpose:t,code:n},{anonymous:!0}))(e,t,n)).otpToken)}catch(e){const t=(0,s.toApiError)(e),n=c(e);if(t.code===s.OTP_ERROR_CODES.blocked){const e=n.retryAfter??p?.blockedRetrySeconds??900;v.restart(e),b({kind:"blocked",code:t.code,retryAfter:e})}else if(t.code===s.OTP_ERROR_CODES.expired)$(!0);else{const e=n.attemptsLeft;k(void 0!==e?`${m(t.code)} ${u("otp.attemptsLeft",{count:e})}`:m(t.code))}}finally{y(!1)}}else k(u("otp.sixDigits"))};if("sending"===h.kind)return(0,o.jsx)("p",{role:"status",children:u("otp.sending")});if("blocked"===h.kind)return(0,o.jsxs)(l,{$tone:"danger",role:"alert","data-otp-state":"blocked",children:[m(h.code)," ",u("otp.retryIn",{time:(0,s.formatCountdown)(v.remaining,n)})]});if("failed"===h.kind)return(0,o.jsxs)(s.Stack,{children:[(0,o.jsx)(l,{$tone:"danger",role:"alert",children:m(h.code)}),(0,o.jsx)(s.Button,{variant:"secondary",onClick:()=>{C()},children:u("common.retry")})]});const{sent:_}=h;return(0,o.jsxs)(s.Stack,{as:"form",onSubmit:e=>(e.preventDefault(),void O(f)),"aria-label":u("otp.title"),children:[(0,o.jsx)(l,{$tone:"info",role:"status","data-otp-state":"sent",children:u("otp.sentTo",{number:_.sentTo||(0,s.formatMdn)(e)})}),S?(0,o.jsx)(l,{$tone:"warning",role:"alert","data-otp-state":"expired",children:m(s.OTP_ERROR_CODES.expired)}):(0,o.jsx)("p",{children:u("otp.validFor",{time:(0,s.formatCountdown)(R.remaining,n)})}),(0,o.jsx)(s.OtpInput,{label:u("otp.code"),value:f,onChange:x,onComplete:e=>{O(e)},error:g??void 0,disabled:S,autoFocus:!0,name:"otp"}),(0,o.jsx)(s.Button,{type:"submit",loading:j,disabled:S,children:u("otp.verify")}),0===_.sendsLeft&&(0,o.jsx)("p",{"data-otp-state":"last-send",children:u("otp.lastSend")}),(0,o.jsx)(s.ResendCountdown,{seconds:_.resendIn,onResend:C},h.at)]})}},8746(e,t,n){n.d(t,{m:()=>c});var o=n(2876),r=n(4797),a=n(110),i=n(845),s=n(3566),d=n(6515);const l=e=>(0,i.object)({mdn:"mobile"===e?(0,s.mdnRule)():(0,s.lineNumberRule)({home:!0})});function c({kind:e,onSubmit:t,submitLabel:n}){const{t:i}=(0,a.useTranslation)(d.W);return(0,o.jsx)(r.Form,{validate:(0,s.validateWith)(l(e)),onSubmit:e=>t((0,s.stripSeparators)(e.mdn)),render:({handleSubmit:t})=>(0,o.jsx)("form",{onSubmit:t,noValidate:!0,"aria-label":i("signUp.stepNumber"),children:(0,o.jsxs)(s.Stack,{children:[(0,o.jsx)(s.FormField,{name:"mdn",label:i("mobile"===e?"number.mobileLabel":"number.homeLabel"),hint:i("mobile"===e?"number.mobileHint":"number.homeHint"),placeholder:"mobile"===e?"06XXXXXXXX":"05XXXXXXXX",inputMode:"tel",autoComplete:"tel-national",required:!0}),(0,o.jsx)(s.Button,{type:"submit",children:n??i("number.sendCode")})]})})})}}}]);
//# sourceMappingURL=710.ab60286d42.js.map