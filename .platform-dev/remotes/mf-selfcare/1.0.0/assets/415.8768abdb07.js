"use strict";(self.webpackChunkmf_selfcare_1_0_0=self.webpackChunkmf_selfcare_1_0_0||[]).push([[415],{3924(e,t,a){a.d(t,{B:()=>m});var n=a(2876),r=a(110),o=a(7589),i=a(3566),s=a(6515),l=a(4066);const c=(0,o.default)(i.Container)`
  padding-top: ${({theme:e})=>e.space.lg};
  padding-bottom: ${({theme:e})=>e.space.xl};
`,d=o.default.h1`
  margin: 0 0 ${({theme:e})=>e.space.md};
  font-size: ${({theme:e})=>e.fontSizes.xl};
  ${i.media.up("md")} {
    font-size: ${({theme:e})=>e.fontSizes.xxl};
  }
`,h=(0,o.default)(i.SiteLink)`
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
`,p=o.default.p`
  margin: -8px 0 ${({theme:e})=>e.space.md};
  color: ${({theme:e})=>e.colors.text.secondary};
`,u=o.default.section`
  padding: ${({theme:e})=>e.space.md};
  border: 1px solid ${({theme:e})=>e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  background: ${({theme:e})=>e.colors.background.raised};
  ${i.media.up("md")} {
    padding: ${({theme:e})=>e.space.lg};
  }
`;function m({title:e,intro:t,back:a,narrow:o=!1,children:i}){const{t:u}=(0,r.useTranslation)(s.W),m=(0,l.I)();return(0,n.jsxs)(c,{$narrow:o,children:[a&&(0,n.jsx)(h,{to:m(a),children:u("common.back")}),(0,n.jsx)(d,{children:e}),t&&(0,n.jsx)(p,{children:t}),i]})}a.d(t,["Z",0,u])},4066(e,t,a){a.d(t,{I:()=>r});var n=a(3566);function r(){const e=(0,n.useSelfCarePrefix)();return t=>`${e}/${t.replace(/^\/+/,"")}`}},9659(e,t,a){a.d(t,{e:()=>c});var n=a(2876),r=a(7689),o=a(7589),i=a(3566);const s=o.default.span`
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
`,l=new Set;function c({profile:e,size:t=40}){const[a,o]=(0,r.useState)(null),[c,d]=(0,r.useState)(0);(0,r.useEffect)(()=>{const e=()=>d(e=>e+1);return l.add(e),()=>{l.delete(e)}},[]),(0,r.useEffect)(()=>{if(!e.hasAvatar&&0===c)return;let t=null,a=!0;return i.apiClient.get("/api/ms-client/v1/get-avatar",{responseType:"blob",authorized:!0}).then(e=>{a&&(t=URL.createObjectURL(e.data),o(t))}).catch(()=>{}),()=>{a=!1,t&&URL.revokeObjectURL(t)}},[e.hasAvatar,e.id,c]);const h=`${e.firstName.charAt(0)}${e.lastName.charAt(0)}`.toUpperCase();return(0,n.jsx)(s,{$size:t,"aria-hidden":"true","data-avatar":a?"picture":"initials",children:a?(0,n.jsx)("img",{src:a,alt:""}):h})}a.d(t,["a",0,()=>l.forEach(e=>e())])},1415(e,t,a){a.r(t),a.d(t,{ChangePhotoPage:()=>g,avatarFileProblem:()=>u});var n=a(2876),r=a(7689),o=a(5655),i=a(110),s=a(7589),l=a(3566),c=a(3924),d=a(6515),h=a(3228),p=a(9659);function u(e){return l.AVATAR_LIMITS.types.includes(e.type)?e.size>l.AVATAR_LIMITS.maxBytes?"client-avatar-size":null:"client-avatar-type"}const m=s.default.div`
  position: relative;
  height: 300px;
  border-radius: ${({theme:e})=>e.radii.md};
  overflow: hidden;
  background: ${({theme:e})=>e.colors.neutral[800]};
`,f=s.default.label`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({theme:e})=>e.space.lg};
  border: 1px solid ${({theme:e})=>e.colors.primary.main};
  border-radius: ${({theme:e})=>e.radii.pill};
  color: ${({theme:e})=>e.colors.primary.main};
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({theme:e})=>e.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;function g({language:e}){const{t}=(0,i.useTranslation)(d.W),{profile:a}=(0,l.useSession)(),s=(0,l.useErrorText)(),g=(0,l.useAppDispatch)(),[x,$]=(0,r.useState)(null),[b,j]=(0,r.useState)({x:0,y:0}),[v,y]=(0,r.useState)(1),[w,k]=(0,r.useState)(null),[S,z]=(0,r.useState)(null),[C,A]=(0,r.useState)(!1);(0,r.useEffect)(()=>()=>{x&&URL.revokeObjectURL(x)},[x]);const R=(0,r.useCallback)((e,t)=>k(t),[]);return(0,n.jsx)(c.B,{title:t("account.pages.changement-photo"),intro:t("photo.intro"),back:h.Z.account,narrow:!0,children:(0,n.jsx)(c.Z,{children:(0,n.jsxs)(l.Stack,{children:[a&&!x&&(0,n.jsx)(p.e,{profile:a,size:96}),S&&(0,n.jsx)("p",{role:"alert","data-language":e,children:s(S)}),x?(0,n.jsxs)(n.Fragment,{children:[(0,n.jsx)(m,{children:(0,n.jsx)(o.Ay,{image:x,crop:b,zoom:v,aspect:1,cropShape:"round",onCropChange:j,onZoomChange:y,onCropComplete:R})}),(0,n.jsxs)("label",{children:[t("photo.zoom"),(0,n.jsx)("input",{type:"range",min:1,max:3,step:.05,value:v,onChange:e=>y(Number(e.target.value)),style:{width:"100%"}})]}),(0,n.jsxs)(l.Inline,{$gap:"xs",children:[(0,n.jsx)(l.Button,{onClick:()=>{(async()=>{if(x&&w){A(!0),z(null);try{const e=new FormData;e.append("avatar",await async function(e,t){const a=new Image;a.src=e,await a.decode();const n=document.createElement("canvas");return n.width=512,n.height=512,n.getContext("2d").drawImage(a,t.x,t.y,t.width,t.height,0,0,512,512),new Promise((e,t)=>n.toBlob(a=>a?e(a):t(new Error("crop failed")),"image/jpeg",.9))}(x,w),"avatar.jpg"),await l.api.post("/api/ms-client/v1/upload-avatar",e,{authorized:!0}),(0,p.a)(),g(l.busEvents.profileRefreshRequested()),(0,l.showToast)({kind:"success",text:t("photo.done")}),$(null)}catch(e){z((0,l.toApiError)(e).code)}finally{A(!1)}}})()},loading:C,children:t("photo.save")}),(0,n.jsx)(l.Button,{variant:"secondary",onClick:()=>$(null),children:t("common.cancel")})]})]}):(0,n.jsxs)(f,{children:[t("photo.choose"),(0,n.jsx)("input",{type:"file",accept:l.AVATAR_LIMITS.types.join(","),onChange:e=>(e=>{if(!e)return;const t=u(e);z(t),t||$(URL.createObjectURL(e))})(e.target.files?.[0])})]}),(0,n.jsx)("p",{children:t("photo.rules")})]})})})}}}]);
//# sourceMappingURL=415.8768abdb07.js.map