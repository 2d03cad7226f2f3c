"use strict";(self.webpackChunkmf_selfcare_1_0_0=self.webpackChunkmf_selfcare_1_0_0||[]).push([[252],{3924(e,a,t){t.d(a,{B:()=>p});var r=t(2876),s=t(110),i=t(7589),n=t(3566),l=t(6515),d=t(4066);const o=(0,i.default)(n.Container)`
  padding-top: ${({theme:e})=>e.space.lg};
  padding-bottom: ${({theme:e})=>e.space.xl};
`,c=i.default.h1`
  margin: 0 0 ${({theme:e})=>e.space.md};
  font-size: ${({theme:e})=>e.fontSizes.xl};
  ${n.media.up("md")} {
    font-size: ${({theme:e})=>e.fontSizes.xxl};
  }
`,u=(0,i.default)(n.SiteLink)`
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
`,m=i.default.p`
  margin: -8px 0 ${({theme:e})=>e.space.md};
  color: ${({theme:e})=>e.colors.text.secondary};
`,h=i.default.section`
  padding: ${({theme:e})=>e.space.md};
  border: 1px solid ${({theme:e})=>e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.background.raised};
  ${n.media.up("md")} {
    padding: ${({theme:e})=>e.space.lg};
  }
`;function p({title:e,intro:a,back:t,narrow:i=!1,children:n}){const{t:h}=(0,s.useTranslation)(l.W),p=(0,d.I)();return(0,r.jsxs)(o,{$narrow:i,children:[t&&(0,r.jsx)(u,{to:p(t),children:h("common.back")}),(0,r.jsx)(c,{children:e}),a&&(0,r.jsx)(m,{children:a}),n]})}t.d(a,["Z",0,h])},4066(e,a,t){t.d(a,{I:()=>s});var r=t(3566);function s(){const e=(0,r.useSelfCarePrefix)();return a=>`${e}/${a.replace(/^\/+/,"")}`}},8252(e,a,t){t.r(a),t.d(a,{AddressesPage:()=>g});var r=t(2876),s=t(1461),i=t(7689),n=t(4797),l=t(110),d=t(7589),o=t(845),c=t(3566),u=t(3924),m=t(6515),h=t(3228);const p=(0,o.object)({label:(0,c.requiredText)(),addressLine:(0,c.requiredField)("address"),city:(0,c.requiredField)("city"),neighborhood:(0,c.requiredText)(),postalCode:(0,c.postalCodeRule)(),isDefault:(0,o.boolean)()}),x="/api/ms-client/v1/address",b=d.default.p`
  margin: 0;
  color: ${({theme:e})=>e.colors.text.secondary};
`;function f({initial:e,onSave:a,onCancel:t}){const{t:i}=(0,l.useTranslation)(m.W),d=(0,c.useErrorText)();return(0,r.jsx)(n.Form,{initialValues:e??{isDefault:!1},validate:(0,c.validateWith)(p),onSubmit:async e=>{try{return void await a({...e,isDefault:!!e.isDefault})}catch(e){return{[s.FORM_ERROR]:d((0,c.toApiError)(e).code)}}},render:({handleSubmit:e,submitting:a,submitError:s})=>(0,r.jsx)("form",{onSubmit:e,noValidate:!0,"aria-label":i("address.form"),children:(0,r.jsxs)(c.Stack,{children:[s&&(0,r.jsx)("p",{role:"alert",children:s}),(0,r.jsx)(c.FormField,{name:"label",label:i("address.label"),hint:i("address.labelHint"),required:!0}),(0,r.jsx)(c.FormField,{name:"addressLine",label:i("fields.address"),autoComplete:"street-address",required:!0}),(0,r.jsx)(c.FormField,{name:"neighborhood",label:i("fields.neighborhood"),required:!0}),(0,r.jsx)(c.FormField,{name:"city",label:i("fields.city"),autoComplete:"address-level2",required:!0}),(0,r.jsx)(c.FormField,{name:"postalCode",label:i("fields.postalCode"),inputMode:"numeric",autoComplete:"postal-code",required:!0}),(0,r.jsx)(c.FormCheckbox,{name:"isDefault",label:i("address.default")}),(0,r.jsxs)(c.Inline,{$gap:"xs",children:[(0,r.jsx)(c.Button,{type:"submit",loading:a,children:i("common.save")}),(0,r.jsx)(c.Button,{variant:"secondary",onClick:t,children:i("common.cancel")})]})]})})})}function g({language:e}){const{t:a}=(0,l.useTranslation)(m.W),t=(0,c.useErrorText)(),[s,n]=(0,i.useState)(null),[d,o]=(0,i.useState)(null),[p,g]=(0,i.useState)(null),j=(0,i.useCallback)(()=>{o(null),n(null),c.api.get(x,{authorized:!0}).then(n,e=>o((0,c.toApiError)(e).code))},[]);return(0,i.useEffect)(j,[j]),(0,r.jsx)(u.B,{title:a("account.pages.mon-adresse"),back:h.Z.account,narrow:!0,children:(0,r.jsxs)(c.Stack,{"data-language":e,children:[d&&(0,r.jsx)(c.ErrorState,{message:t(d),code:d,onRetry:j,retryLabel:a("common.retry")}),!d&&null===s&&(0,r.jsx)(c.Skeleton,{lines:4}),p&&(0,r.jsx)(u.Z,{children:(0,r.jsx)(f,{initial:"new"===p?void 0:p,onSave:async e=>{const a="new"!==p&&p?await c.api.put(`${x}/${p.id}`,e,{authorized:!0}):await c.api.post(x,e,{authorized:!0});n(a),g(null)},onCancel:()=>g(null)})}),0===s?.length&&!p&&(0,r.jsx)(c.EmptyState,{title:a("address.emptyTitle"),description:a("address.emptyText")}),s?.map(e=>(0,r.jsx)(u.Z,{"aria-label":e.label,"data-address":e.label,children:(0,r.jsxs)(c.Stack,{$gap:"xs",children:[(0,r.jsxs)("strong",{children:[e.label," ",e.isDefault&&`· ${a("address.isDefault")}`]}),(0,r.jsxs)(b,{children:[e.addressLine,", ",e.neighborhood,", ",e.postalCode," ",e.city]}),(0,r.jsxs)(c.Inline,{$gap:"xs",children:[(0,r.jsx)(c.Button,{size:"sm",variant:"secondary",onClick:()=>g(e),children:a("common.edit")}),(0,r.jsx)(c.Button,{size:"sm",variant:"ghost",onClick:()=>{c.api.delete(`${x}/${e.id}`,{authorized:!0}).then(n,()=>j())},children:a("common.delete")})]})]})},e.id)),!p&&s&&(0,r.jsx)("div",{children:(0,r.jsx)(c.Button,{onClick:()=>g("new"),children:a("address.add")})})]})})}t.d(a,["addressSchema",0,p])}}]);
//# sourceMappingURL=252.2d082ff552.js.map