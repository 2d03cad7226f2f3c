"use strict";(self.webpackChunkmf_catalogue_1_0_0=self.webpackChunkmf_catalogue_1_0_0||[]).push([[63],{397(e,a,r){r.d(a,{E2:()=>x,NM:()=>f});var t=r(2876),s=r(7589),l=r(110),o=r(3566),i=r(1248);const n=s.default.header`
  display: grid;
  gap: ${({theme:e})=>e.space.xs};
  padding-block: ${({theme:e})=>e.space.lg};
  h1 {
    color: ${({theme:e})=>e.colors.secondary.main};
    font-size: ${({theme:e})=>e.fontSizes.xxl};
  }
  p {
    max-width: 70ch;
    color: ${({theme:e})=>e.colors.text.secondary};
  }
`,c=s.default.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({$compact:e})=>e?"148px":"240px"}), 1fr));
  gap: ${({theme:e,$compact:a})=>a?e.space.sm:e.space.md};
  ${o.media.up("sm")} {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
    gap: ${({theme:e})=>e.space.md};
  }
  margin: 0;
  padding: 0;
  list-style: none;
`,m=s.default.article`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space.sm};
  height: 100%;
  padding: ${({theme:e})=>e.space.sm};
  ${o.media.up("sm")} {
    padding: ${({theme:e})=>e.space.md};
  }
  border: ${({$highlighted:e})=>e?2:1}px solid ${({theme:e,$highlighted:a})=>a?e.colors.primary.main:e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.background.raised};
  box-shadow: ${({theme:e})=>e.shadows.sm};
`,d=s.default.span`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({theme:e})=>e.space.xs};
  border-radius: ${({theme:e})=>e.radii.pill};
  font-size: ${({theme:e})=>e.fontSizes.xs};
  font-weight: ${({theme:e})=>e.fontWeights.bold};
  background: ${({theme:e,$tone:a="neutral"})=>({primary:e.colors.primary.light,neutral:e.colors.neutral[100],success:e.colors.success.light,danger:e.colors.danger.light}[a])};
  color: ${({theme:e,$tone:a="neutral"})=>({primary:e.colors.primary.dark,neutral:e.colors.text.secondary,success:e.colors.success.main,danger:e.colors.danger.main}[a])};
`,u=s.default.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space.xxs};
`,p=s.default.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({theme:e})=>e.space.xs};
  color: ${({theme:e})=>e.colors.primary.main};
`,h=s.default.s`
  color: ${({theme:e})=>e.colors.text.secondary};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`;function f({product:e,size:a="md"}){const{t:r}=(0,l.useTranslation)(i.E);return(0,t.jsxs)(p,{"data-price":e.price,children:[(0,t.jsx)(o.Price,{amount:e.price,period:"month"===e.period?"month":void 0,size:a}),void 0!==e.previousPrice&&(0,t.jsx)(h,{children:r("catalog.previousPrice",{price:e.previousPrice})})]})}function x({product:e}){const{t:a}=(0,l.useTranslation)(i.E),r="in-stock"===e.stockState;return(0,t.jsx)(d,{$tone:r?"success":"danger","data-stock-state":e.stockState,children:a(r?"catalog.inStock":"catalog.outOfStock")})}const g=s.default.h2`
  color: ${({theme:e})=>e.colors.secondary.main};
  font-size: ${({theme:e})=>e.fontSizes.lg};
`,b=s.default.ul`
  display: grid;
  gap: ${({theme:e})=>e.space.xxs};
  margin: 0;
  padding-inline-start: ${({theme:e})=>e.space.md};
  color: ${({theme:e})=>e.colors.text.secondary};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`,$=s.default.div`
  display: grid;
  gap: ${({theme:e})=>e.space.xs};
  margin-top: auto;
`;r.d(a,["YD",0,u,"Zp",0,m,"as",0,b,"bo",0,$,"gw",0,g,"pV",0,c,"vw",0,d,"zJ",0,()=>{const e=(0,o.useLanguage)();return a=>a[e]},"zY",0,n])},63(e,a,r){r.r(a),r.d(a,{ContactPage:()=>C,FibreCallBackPage:()=>w});var t=r(2876),s=r(7589),l=r(4319),o=r(110),i=r(3566),n=r(1248),c=r(397),m=r(7689),d=r(4797);const u=["offer-info","subscription","technical","billing","other"],p=["1-9","10-49","50-249","250+"],h=["idar-to-fibre","adsl-to-fibre","idar-to-adsl"],f=["phone-phishing","social-phishing","lottery-scam","identity-theft","sim-swap"];var x=r(1461);const g=s.default.p`
  padding: ${({theme:e})=>e.space.sm};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e})=>e.colors.danger.light};
  color: ${({theme:e})=>e.colors.danger.main};
`,b=s.default.div`
  display: grid;
  gap: ${({theme:e})=>e.space.sm};
  padding: ${({theme:e})=>e.space.lg};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.success.light};
  h2 {
    color: ${({theme:e})=>e.colors.success.main};
    font-size: ${({theme:e})=>e.fontSizes.xl};
  }
  &:focus {
    outline: none;
  }
`,$=s.default.p`
  color: ${({theme:e})=>e.colors.text.secondary};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`;function k({at:e}){const{t:a}=(0,o.useTranslation)(n.E),r=(0,i.useLanguage)(),[s,l]=e.split("T"),c=new Intl.DateTimeFormat("ar"===r?"ar-MA":"en"===r?"en-GB":"fr-MA",{weekday:"long",day:"numeric",month:"long",timeZone:"UTC"}).format(new Date(`${s}T12:00:00Z`));return(0,t.jsx)("p",{children:a("forms.callBackAt",{date:c,hour:l})})}function y({path:e,schema:a,initialValues:r,sentTitle:s,toRequest:l,children:c}){const{t:u}=(0,o.useTranslation)(n.E),p=(0,i.useErrorText)(),h=(0,m.useRef)(crypto.randomUUID()),[f,y]=(0,m.useState)(null);return f?(0,t.jsxs)(b,{role:"status",tabIndex:-1,ref:e=>e?.focus(),"data-form-sent":e,children:[(0,t.jsx)("h2",{children:s}),(0,t.jsx)("p",{children:u("forms.reference",{reference:f.reference})}),f.callBackFrom&&(0,t.jsx)(k,{at:f.callBackFrom}),(0,t.jsx)("div",{children:(0,t.jsx)(i.Button,{variant:"secondary",onClick:()=>{h.current=crypto.randomUUID(),y(null)},children:u("forms.again")})})]}):(0,t.jsx)(d.Form,{onSubmit:async r=>{try{const t=a.cast(r,{stripUnknown:!0}),s=l?l(r):Object.fromEntries(Object.entries(t).filter(([,e])=>""!==e&&void 0!==e));return void y(await i.api.post(`/api/v1/ms-forms/${e}`,s,{headers:{"Idempotency-Key":h.current}}))}catch(e){return{[x.FORM_ERROR]:p((0,i.toApiError)(e).code)}}},validate:(0,i.validateWith)(a),initialValues:r,children:({handleSubmit:a,submitting:r,submitError:s})=>(0,t.jsx)("form",{onSubmit:a,noValidate:!0,"data-form":e,children:(0,t.jsxs)(i.Stack,{$gap:"md",children:[(0,t.jsx)($,{children:u("forms.required")}),c,s&&(0,t.jsx)(g,{role:"alert",children:s}),(0,t.jsx)("div",{children:(0,t.jsx)(i.Button,{type:"submit",loading:r,children:u("forms.send")})})]})})})}function j(){const{t:e}=(0,o.useTranslation)(n.E),a=(0,m.useId)(),{values:r}=(0,d.useFormState)({subscription:{values:!0}}),s=(0,i.moroccanClock)(new Date).date;return(0,t.jsxs)(t.Fragment,{children:[(0,t.jsx)(i.FormRadioGroup,{name:"segment",legend:e("forms.callBack.segment"),required:!0,row:!0,options:[{value:"consumer",label:e("forms.callBack.consumer")},{value:"business",label:e("forms.callBack.business")}]}),(0,t.jsx)(i.FormField,{id:`${a}-name`,name:"name",label:e("forms.callBack.name"),required:!0,autoComplete:"name"}),(0,t.jsx)(i.FormField,{id:`${a}-phone`,name:"phone",label:e("forms.callBack.phone"),hint:e("forms.callBack.phoneHint"),required:!0,type:"tel",inputMode:"numeric",autoComplete:"tel-national",placeholder:"0612345678"}),(0,t.jsx)(i.FormField,{id:`${a}-email`,name:"email",label:e("forms.callBack.email"),type:"email",autoComplete:"email"}),"business"===r.segment&&(0,t.jsxs)(t.Fragment,{children:[(0,t.jsx)(i.FormField,{id:`${a}-company`,name:"companyName",label:e("forms.callBack.companyName"),required:!0,autoComplete:"organization"}),(0,t.jsx)(i.FormSelect,{id:`${a}-employees`,name:"employees",label:e("forms.callBack.employees"),required:!0,options:p.map(a=>({value:a,label:e(`forms.callBack.employeeRanges.${a}`)}))})]}),(0,t.jsx)(i.FormSelect,{id:`${a}-reason`,name:"reason",label:e("forms.callBack.reason"),required:!0,options:u.map(a=>({value:a,label:e(`forms.callBack.reasons.${a}`)}))}),(0,t.jsx)(i.FormRadioGroup,{name:"type",legend:e("forms.callBack.type"),hint:e("forms.callBack.hours"),required:!0,options:[{value:"immediate",label:e("forms.callBack.immediate")},{value:"scheduled",label:e("forms.callBack.scheduled")}]}),"scheduled"===r.type&&(0,t.jsxs)(t.Fragment,{children:[(0,t.jsx)(i.FormField,{id:`${a}-date`,name:"date",label:e("forms.callBack.date"),required:!0,type:"date",min:s}),(0,t.jsx)(i.FormSelect,{id:`${a}-hour`,name:"hour",label:e("forms.callBack.hour"),required:!0,options:(0,i.callBackHours)(i.CALL_BACK_WINDOWS.standard).map(e=>({value:e,label:e}))})]})]})}function B(){const{t:e}=(0,o.useTranslation)(n.E);return(0,t.jsx)(y,{path:"call-back",schema:i.callBackSchema,initialValues:{segment:"consumer",type:"immediate"},sentTitle:e("forms.callBack.sent"),children:(0,t.jsx)(j,{})})}function F(){const{t:e}=(0,o.useTranslation)(n.E),a=(0,m.useId)();return(0,t.jsxs)(y,{path:"fraud-report",schema:i.fraudReportSchema,sentTitle:e("forms.fraud.sent"),children:[(0,t.jsx)("p",{children:e("forms.fraud.intro")}),(0,t.jsx)(i.FormField,{id:`${a}-city`,name:"city",label:e("forms.fraud.city"),required:!0,autoComplete:"address-level2"}),(0,t.jsx)(i.FormSelect,{id:`${a}-type`,name:"type",label:e("forms.fraud.type"),required:!0,options:f.map(a=>({value:a,label:e(`forms.fraud.types.${a}`)}))}),(0,t.jsx)(i.FormField,{id:`${a}-description`,name:"description",label:e("forms.fraud.description"),hint:e("forms.fraud.descriptionHint"),required:!0,multiline:!0,rows:5,maxLength:2e3})]})}const v=(0,s.default)(i.Container)`
  max-width: 720px;
  padding-bottom: ${({theme:e})=>e.space.xxl};
`;function C(){const{t:e}=(0,o.useTranslation)(n.E),[a,r]=(0,l.useSearchParams)(),s="fraude"===a.get("demande")?"fraud":"call-back";return(0,t.jsxs)(v,{"data-page":"nous-contacter",children:[(0,t.jsxs)(c.zY,{children:[(0,t.jsx)("h1",{children:e("forms.contact.title")}),(0,t.jsx)("p",{children:e("forms.contact.intro")})]}),(0,t.jsx)(i.Tabs,{label:e("forms.contact.tabs"),value:s,onChange:e=>r("fraud"===e?{demande:"fraude"}:{},{replace:!0}),tabs:[{id:"call-back",label:e("forms.contact.callBackTab"),content:(0,t.jsx)(B,{})},{id:"fraud",label:e("forms.contact.fraudTab"),content:(0,t.jsx)(F,{})}]})]})}const S=(0,s.default)(i.Container)`
  max-width: 720px;
  padding-bottom: ${({theme:e})=>e.space.xxl};
`;function w(){const{t:e}=(0,o.useTranslation)(n.E),a=(0,m.useId)();return(0,t.jsxs)(S,{"data-page":"fibre",children:[(0,t.jsxs)(c.zY,{children:[(0,t.jsx)("h1",{children:e("forms.fibreCallBack.title")}),(0,t.jsx)("p",{children:e("forms.fibreCallBack.intro")})]}),(0,t.jsxs)(y,{path:"fibre-call-back",schema:i.fibreCallBackSchema,sentTitle:e("forms.fibreCallBack.sent"),children:[(0,t.jsx)(i.FormField,{id:`${a}-first`,name:"firstName",label:e("forms.fibreCallBack.firstName"),required:!0,autoComplete:"given-name"}),(0,t.jsx)(i.FormField,{id:`${a}-last`,name:"lastName",label:e("forms.fibreCallBack.lastName"),required:!0,autoComplete:"family-name"}),(0,t.jsx)(i.FormSelect,{id:`${a}-reason`,name:"reason",label:e("forms.fibreCallBack.reason"),required:!0,options:h.map(a=>({value:a,label:e(`forms.fibreCallBack.reasons.${a}`)}))}),(0,t.jsx)(i.FormField,{id:`${a}-contact`,name:"contactNumber",label:e("forms.fibreCallBack.contactNumber"),required:!0,type:"tel",inputMode:"numeric",placeholder:"0612345678"}),(0,t.jsx)(i.FormField,{id:`${a}-line`,name:"internetLineNumber",label:e("forms.fibreCallBack.internetLineNumber"),hint:e("forms.fibreCallBack.internetLineHint"),required:!0,type:"tel",inputMode:"numeric",placeholder:"0522123456"})]})]})}}}]);
//# sourceMappingURL=63.f255d2a54c.js.map