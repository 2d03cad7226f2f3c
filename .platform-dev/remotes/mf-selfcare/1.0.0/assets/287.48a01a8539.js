"use strict";(self.webpackChunkmf_selfcare_1_0_0=self.webpackChunkmf_selfcare_1_0_0||[]).push([[287,566],{9038(e,t,n){const a=(0,n(9352).createSlice)({name:"balances",initialState:{mdn:null,list:[],loading:!1,error:null,updatedAt:null},reducers:{balancesRequested(e){e.loading=!0,e.error=null},balancesLoaded(e,t){e.loading=!1,e.mdn=t.payload.mdn,e.list=t.payload.list,e.updatedAt=t.payload.updatedAt},balancesFailed(e,t){e.loading=!1,e.error=t.payload.code,e.list=[],e.mdn=null}}}),s=a.actions;n.d(t,["P",0,s,"q",0,a])},840(e,t,n){var a=n(9352);const s={isLoading:!1,isAuth:!1,error:null,retryAfter:null,purchaseLogin:!1},i=(0,a.createSlice)({name:"login",initialState:s,reducers:{loginRequested(e,t){e.isLoading=!0,e.error=null,e.retryAfter=null,e.purchaseLogin=!!t.payload.purchaseLogin},loginSucceeded(e){e.isLoading=!1,e.isAuth=!0},loginFailed(e,t){e.isLoading=!1,e.isAuth=!1,e.error=t.payload.code,e.retryAfter=t.payload.retryAfter},loginReset:()=>s}}),l=i.actions;n.d(t,["_",0,i,"l",0,l])},8287(e,t,n){var a=n(2876),s=n(3566),i=n(7689),l=n(4319),o=n(6515),r=n(3228),d=n(5314),c=n(9038);const u=()=>s.api.get("/api/ms-balance/v1/balances",{authorized:!0});function*h(){if(yield(0,d.select)(s.selectSelectedLine))try{const e=yield(0,d.call)(u);yield(0,d.put)(c.P.balancesLoaded({mdn:e.mdn,list:e.balances,updatedAt:e.updatedAt}))}catch(e){yield(0,d.put)(c.P.balancesFailed({code:(0,s.toApiError)(e).code}))}else yield(0,d.put)(c.P.balancesFailed({code:"client-segmentation-required"}))}var g=n(840);const m=(e,t)=>s.api.post("/api/ms-iam/v1/signin",new URLSearchParams({username:e,password:t}),{headers:{"content-type":"application/x-www-form-urlencoded"},skipAuthRefresh:!0,anonymous:!0});function*p(e){try{const t=yield(0,d.call)(m,e.payload.username.trim(),e.payload.password);yield(0,d.put)(s.busEvents.sessionTokensIssued(t)),yield(0,d.put)(g.l.loginSucceeded())}catch(e){const t=(0,s.toApiError)(e),n=t.data?.meta;yield(0,d.put)(g.l.loginFailed({code:t.code,retryAfter:n?.retryAfter??null}))}}(0,s.addTranslations)(o.W,o.O);const x=(e,t)=>(0,i.lazy)(()=>e().then(e=>({default:e[t]}))),f=x(()=>Promise.all([n.e(256),n.e(401),n.e(557)]).then(()=>n(7557)),"LoginPage"),b=x(()=>Promise.all([n.e(256),n.e(401),n.e(461),n.e(235)]).then(()=>n(4235)),"SignUpChoice"),j=(0,i.lazy)(()=>Promise.all([n.e(256),n.e(401),n.e(461),n.e(235)]).then(()=>n(4235)).then(e=>({default:e.SignUpFlow}))),y=x(()=>Promise.all([n.e(256),n.e(401),n.e(461),n.e(79)]).then(()=>n(79)),"PasswordRecoveryPage"),$=x(()=>Promise.all([n.e(256),n.e(782)]).then(()=>n(782)),"DashboardPage"),P=x(()=>Promise.all([n.e(256),n.e(782)]).then(()=>n(782)),"BalanceDetailsPage"),w=x(()=>Promise.all([n.e(256),n.e(791)]).then(()=>n(8791)),"LinesPage"),k=x(()=>Promise.all([n.e(256),n.e(401),n.e(710)]).then(()=>n(1710)),"AddLinePage"),v=x(()=>Promise.all([n.e(256),n.e(31)]).then(()=>n(31)),"AccountPage"),R=x(()=>Promise.all([n.e(256),n.e(401),n.e(461),n.e(329)]).then(()=>n(9329)),"ChangeEmailPage"),S=x(()=>Promise.all([n.e(256),n.e(401),n.e(461),n.e(329)]).then(()=>n(9329)),"ChangeInfoPage"),L=x(()=>Promise.all([n.e(256),n.e(401),n.e(461),n.e(329)]).then(()=>n(9329)),"ChangePasswordPage"),A=x(()=>Promise.all([n.e(655),n.e(256),n.e(415)]).then(()=>n(1415)),"ChangePhotoPage"),Z=x(()=>Promise.all([n.e(256),n.e(401),n.e(461),n.e(252)]).then(()=>n(8252)),"AddressesPage"),C={login:g._.reducer,balances:c.q.reducer},E={"selfcare/login":function*(){yield(0,d.takeLatest)(g.l.loginRequested.type,p)},"selfcare/balances":function*(){yield(0,d.takeLatest)([c.P.balancesRequested.type,s.busEvents.lineSelected.type],function*(e){e.type===s.busEvents.lineSelected.type?yield(0,d.put)(c.P.balancesRequested()):yield(0,d.call)(h)})}};function _(){return(0,a.jsxs)(s.Container,{"aria-busy":"true",children:[(0,a.jsx)(s.Skeleton,{width:"50%",height:36}),(0,a.jsx)(s.Skeleton,{variant:"rect",height:220})]})}var z=n(110),q=n(7589);(0,s.addTranslations)(o.W,o.O);const W=q.default.div`
  position: relative;
`,F=q.default.button`
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
`,U=q.default.span`
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
`,I=q.default.span`
  display: none;
  ${s.media.up("md")} {
    display: inline;
    max-width: 12ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`,N=q.default.div`
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
`,T=q.default.button`
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
`;function D({language:e}){const{t}=(0,z.useTranslation)(o.W),{isSignedIn:n,profile:l,lines:d,selectedLine:c}=(0,s.useSession)(),u=(0,s.useAppDispatch)(),h=(0,s.useSelfCarePrefix)(),[g,m]=(0,i.useState)(!1),p=(0,i.useRef)(null),x=(0,i.useId)();if((0,i.useEffect)(()=>{if(!g)return;const e=e=>{(e instanceof KeyboardEvent?"Escape"!==e.key:p.current?.contains(e.target))||m(!1)};return document.addEventListener("keydown",e),document.addEventListener("pointerdown",e),()=>{document.removeEventListener("keydown",e),document.removeEventListener("pointerdown",e)}},[g]),!n||!l)return null;const f=e=>`${h}/${e}`;return(0,a.jsxs)(W,{ref:p,"data-account-widget":!0,children:[(0,a.jsxs)(F,{type:"button","aria-expanded":g,"aria-controls":x,onClick:()=>m(e=>!e),"aria-label":t("widget.menu",{name:l.firstName}),children:[(0,a.jsx)(U,{"aria-hidden":"true",children:`${l.firstName.charAt(0)}${l.lastName.charAt(0)}`.toUpperCase()}),(0,a.jsx)(I,{children:l.firstName})]}),g&&(0,a.jsxs)(N,{id:x,onClick:e=>e.target.closest("a")&&m(!1),children:[d.length>0&&(0,a.jsxs)(a.Fragment,{children:[(0,a.jsx)("h2",{id:`${x}-lines`,children:t("widget.lines")}),(0,a.jsx)("ul",{"aria-labelledby":`${x}-lines`,children:d.map(n=>(0,a.jsx)("li",{children:(0,a.jsxs)(T,{type:"button",$current:n.mdn===c?.mdn,"aria-pressed":n.mdn===c?.mdn,onClick:()=>{u(s.busEvents.lineSelectRequested({mdn:n.mdn})),m(!1)},children:[(0,a.jsx)("span",{dir:"ltr",children:(0,s.formatMdn)(n.mdn)}),(0,a.jsxs)("span",{children:[t(`kinds.${n.kind}`)," · ","ar"===e?n.offer_name_ar:n.offer_name_fr]})]})},n.mdn))}),(0,a.jsx)("hr",{})]}),(0,a.jsx)(s.SiteLink,{to:f(r.Z.dashboard),children:t("dashboard.title")}),(0,a.jsx)(s.SiteLink,{to:f(r.Z.account),children:t("account.title")}),(0,a.jsx)(s.SiteLink,{to:f(r.Z.lines),children:t("account.lines")}),(0,a.jsx)("hr",{}),(0,a.jsx)("button",{type:"button",onClick:()=>{m(!1),u(s.busEvents.sessionSignOutRequested())},children:t("account.signOut")})]})]})}(0,s.startStandalone)({name:"mf-selfcare",version:"1.0.0",Root:function({language:e,selfCarePrefix:t}){const n=t=>(0,a.jsx)(s.RequireSignIn,{language:e,children:t}),o=e=>`${t.replace(/^\/+|\/+$/g,"")}/${e}`;return(0,a.jsx)("div",{"data-remote":"mf-selfcare","data-remote-version":"1.0.0",children:(0,a.jsx)(s.DomainModule,{reducers:C,sagas:E,children:(0,a.jsx)(i.Suspense,{fallback:(0,a.jsx)(_,{}),children:(0,a.jsxs)(l.Routes,{children:[(0,a.jsx)(l.Route,{path:o(r.Z.login),element:(0,a.jsx)(f,{language:e})}),(0,a.jsx)(l.Route,{path:o(r.Z.signUp),element:(0,a.jsx)(b,{language:e})}),(0,a.jsx)(l.Route,{path:o(`${r.Z.signUp}/mobile`),element:(0,a.jsx)(j,{kind:"mobile",language:e})}),(0,a.jsx)(l.Route,{path:o(`${r.Z.signUp}/home`),element:(0,a.jsx)(j,{kind:"home",language:e})}),(0,a.jsx)(l.Route,{path:o(r.Z.passwordRecovery),element:(0,a.jsx)(y,{language:e})}),(0,a.jsx)(l.Route,{path:o(r.Z.dashboard),element:n((0,a.jsx)($,{language:e}))}),(0,a.jsx)(l.Route,{path:o(`${r.Z.dashboard}/details`),element:n((0,a.jsx)(P,{language:e}))}),(0,a.jsx)(l.Route,{path:o(r.Z.lines),element:n((0,a.jsx)(w,{language:e}))}),(0,a.jsx)(l.Route,{path:o(r.Z.addLine),element:n((0,a.jsx)(k,{language:e}))}),(0,a.jsx)(l.Route,{path:o(`${r.Z.addLine}/:kind`),element:n((0,a.jsx)(k,{language:e}))}),(0,a.jsx)(l.Route,{path:o(r.Z.account),element:n((0,a.jsx)(v,{language:e}))}),(0,a.jsx)(l.Route,{path:o(`${r.Z.account}/changement-email`),element:n((0,a.jsx)(R,{language:e}))}),(0,a.jsx)(l.Route,{path:o(`${r.Z.account}/changement-info`),element:n((0,a.jsx)(S,{language:e}))}),(0,a.jsx)(l.Route,{path:o(`${r.Z.account}/changement-mdp`),element:n((0,a.jsx)(L,{language:e}))}),(0,a.jsx)(l.Route,{path:o(`${r.Z.account}/changement-photo`),element:n((0,a.jsx)(A,{language:e}))}),(0,a.jsx)(l.Route,{path:o(`${r.Z.account}/mon-adresse`),element:n((0,a.jsx)(Z,{language:e}))}),(0,a.jsx)(l.Route,{path:`${t.replace(/^\/+|\/+$/g,"")}/*`,element:(0,a.jsx)(l.Navigate,{replace:!0,to:(0,s.localizePath)(`${t}/${r.Z.dashboard}`,e)})})]})})})})},area:"selfcare",barWidgets:e=>(0,a.jsx)(D,{language:e})})}}]);
//# sourceMappingURL=287.48a01a8539.js.map