"use strict";(self.webpackChunkmf_selfcare_1_0_0=self.webpackChunkmf_selfcare_1_0_0||[]).push([[329],{3924(e,a,i){i.d(a,{B:()=>h});var t=i(2876),s=i(110),r=i(7589),n=i(3566),o=i(6515),l=i(4066);const d=(0,r.default)(n.Container)`
  padding-top: ${({theme:e})=>e.space.lg};
  padding-bottom: ${({theme:e})=>e.space.xl};
`,m=r.default.h1`
  margin: 0 0 ${({theme:e})=>e.space.md};
  font-size: ${({theme:e})=>e.fontSizes.xl};
  ${n.media.up("md")} {
    font-size: ${({theme:e})=>e.fontSizes.xxl};
  }
`,c=(0,r.default)(n.SiteLink)`
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
`,u=r.default.p`
  margin: -8px 0 ${({theme:e})=>e.space.md};
  color: ${({theme:e})=>e.colors.text.secondary};
`,p=r.default.section`
  padding: ${({theme:e})=>e.space.md};
  border: 1px solid ${({theme:e})=>e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.background.raised};
  ${n.media.up("md")} {
    padding: ${({theme:e})=>e.space.lg};
  }
`;function h({title:e,intro:a,back:i,narrow:r=!1,children:n}){const{t:p}=(0,s.useTranslation)(o.W),h=(0,l.I)();return(0,t.jsxs)(d,{$narrow:r,children:[i&&(0,t.jsx)(c,{to:h(i),children:p("common.back")}),(0,t.jsx)(m,{children:e}),a&&(0,t.jsx)(u,{children:a}),n]})}i.d(a,["Z",0,p])},4066(e,a,i){i.d(a,{I:()=>s});var t=i(3566);function s(){const e=(0,t.useSelfCarePrefix)();return a=>`${e}/${a.replace(/^\/+/,"")}`}},9329(e,a,i){i.r(a),i.d(a,{ChangeEmailPage:()=>b,ChangeInfoPage:()=>x,ChangePasswordPage:()=>j});var t=i(2876),s=i(1461),r=i(4797),n=i(110),o=i(4319),l=i(845),d=i(3566),m=i(3924),c=i(4066),u=i(6515),p=i(3228);const h=(0,l.object)({email:(0,d.emailRule)(),password:(0,d.requiredText)("passwordRequired")}),f=(0,l.object)({civility:(0,d.civilityRule)(),firstName:(0,d.requiredField)("firstName"),lastName:(0,d.requiredField)("lastName"),birthDate:(0,d.birthDateRule)()}),w=(0,l.object)({currentPassword:(0,d.requiredText)("passwordRequired"),newPassword:(0,d.passwordRule)({letterThenDigit:!0}),passwordConfirmation:(0,d.passwordConfirmationRule)("newPassword")});function g({language:e,title:a,schema:i,initialValues:l,send:h,done:f,children:w}){const{t:g}=(0,n.useTranslation)(u.W),b=(0,d.useAppDispatch)(),x=(0,d.useErrorText)(),j=(0,o.useNavigate)(),v=(0,c.I)();return(0,t.jsx)(m.B,{title:a,back:p.Z.account,narrow:!0,children:(0,t.jsx)(m.Z,{children:(0,t.jsx)(r.Form,{initialValues:l,validate:(0,d.validateWith)(i),onSubmit:async a=>{try{return await h(a),b(d.busEvents.profileRefreshRequested()),(0,d.showToast)({kind:"success",text:f}),void j((0,d.localizePath)(v(p.Z.account),e))}catch(e){return{[s.FORM_ERROR]:x((0,d.toApiError)(e).code)}}},render:({handleSubmit:e,submitting:i,submitError:s})=>(0,t.jsx)("form",{onSubmit:e,noValidate:!0,"aria-label":a,children:(0,t.jsxs)(d.Stack,{children:[s&&(0,t.jsx)("p",{role:"alert",children:s}),w,(0,t.jsx)(d.Button,{type:"submit",loading:i,children:g("common.save")})]})})})})})}function b({language:e}){const{t:a}=(0,n.useTranslation)(u.W),{profile:i}=(0,d.useSession)();return(0,t.jsxs)(g,{language:e,title:a("account.pages.changement-email"),schema:h,initialValues:{email:i?.email??""},send:e=>d.api.put("/api/ms-client/v1/update-email",{email:e.email.trim(),password:e.password},{authorized:!0}),done:a("account.emailDone"),children:[(0,t.jsx)(d.FormField,{name:"email",type:"email",label:a("fields.email"),autoComplete:"email",required:!0}),(0,t.jsx)(d.FormField,{name:"password",type:"password",label:a("fields.currentPassword"),hint:a("account.passwordConfirms"),autoComplete:"current-password",required:!0})]})}function x({language:e}){const{t:a}=(0,n.useTranslation)(u.W),{profile:i}=(0,d.useSession)();return(0,t.jsxs)(g,{language:e,title:a("account.pages.changement-info"),schema:f,initialValues:{civility:i?.civility??void 0,firstName:i?.firstName,lastName:i?.lastName,birthDate:i?.birthDate??""},send:e=>d.api.put("/api/ms-client/v1/update-info",{civility:e.civility,firstName:e.firstName.trim(),lastName:e.lastName.trim(),birthDate:e.birthDate||null},{authorized:!0}),done:a("account.infoDone"),children:[(0,t.jsx)(d.FormSelect,{name:"civility",label:a("fields.civility"),options:[{value:"mr",label:a("fields.mr")},{value:"mme",label:a("fields.mme")}],required:!0}),(0,t.jsx)(d.FormField,{name:"firstName",label:a("fields.firstName"),autoComplete:"given-name",required:!0}),(0,t.jsx)(d.FormField,{name:"lastName",label:a("fields.lastName"),autoComplete:"family-name",required:!0}),(0,t.jsx)(d.FormField,{name:"birthDate",type:"date",label:a("fields.birthDate"),autoComplete:"bday",required:!0})]})}function j({language:e}){const{t:a}=(0,n.useTranslation)(u.W);return(0,t.jsxs)(g,{language:e,title:a("account.pages.changement-mdp"),schema:w,send:e=>d.api.put("/api/ms-iam/v1/change-password",{currentPassword:e.currentPassword,newPassword:e.newPassword},{authorized:!0}),done:a("account.passwordDone"),children:[(0,t.jsx)(d.FormField,{name:"currentPassword",type:"password",label:a("fields.currentPassword"),autoComplete:"current-password",required:!0}),(0,t.jsx)(d.FormField,{name:"newPassword",type:"password",label:a("fields.newPassword"),hint:a("fields.passwordHint"),autoComplete:"new-password",required:!0}),(0,t.jsx)(d.FormField,{name:"passwordConfirmation",type:"password",label:a("fields.passwordConfirmation"),autoComplete:"new-password",required:!0})]})}i.d(a,["changeEmailSchema",0,h,"changeInfoSchema",0,f,"changePasswordSchema",0,w])}}]);
//# sourceMappingURL=329.66a5c6f13d.js.map