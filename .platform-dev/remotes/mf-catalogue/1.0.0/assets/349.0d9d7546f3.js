"use strict";(self.webpackChunkmf_catalogue_1_0_0=self.webpackChunkmf_catalogue_1_0_0||[]).push([[349],{7349(e,t,r){r.r(t),r.d(t,{default:()=>h});var o=r(2876),l=r(7689),a=r(7589),s=r(6541),n=r.n(s),i=r(6457),u=r(110),d=r(3566),c=r(1248);const f=a.default.div`
  position: relative;
  border-radius: ${({theme:e})=>e.radii.lg};
  overflow: hidden;
  border: 1px solid ${({theme:e})=>e.colors.border.subtle};
  background: ${({theme:e})=>e.colors.background.subtle};
`,m=a.default.p`
  position: absolute;
  inset-inline: ${({theme:e})=>e.space.sm};
  bottom: ${({theme:e})=>e.space.sm};
  z-index: 500;
  padding: ${({theme:e})=>e.space.xs} ${({theme:e})=>e.space.sm};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e})=>e.colors.background.raised};
  box-shadow: ${({theme:e})=>e.shadows.sm};
  font-size: ${({theme:e})=>e.fontSizes.sm};
`,p=[31.8,-7.1];function h({points:e,label:t,onSelect:r,height:a=360}){const{t:s}=(0,u.useTranslation)(c.E),h=(0,d.useAppConfig)(),b=(0,l.useRef)(null),g=(0,l.useRef)(null),k=(0,l.useRef)(null),$=(0,l.useRef)(r);$.current=r;const[x,_]=(0,l.useState)(!1),v=h?.appParams.mapTileUrl,w=h?.appParams.mapTileAttribution??"";return(0,l.useEffect)(()=>{if(!b.current)return;const e=n().map(b.current,{center:p,zoom:5,scrollWheelZoom:!1});return v&&n().tileLayer(v,{attribution:w,maxZoom:18}).on("tileerror",()=>_(!0)).addTo(e),k.current=n().layerGroup().addTo(e),g.current=e,()=>{e.remove(),g.current=null}},[v,w]),(0,l.useEffect)(()=>{const t=k.current;if(!t||!g.current)return;t.clearLayers();for(const r of e)n().circleMarker([r.latitude,r.longitude],{radius:r.selected?11:8,color:"#ffffff",weight:2,fillColor:r.selected?"#3b0a45":"#c8007e",fillOpacity:1}).bindTooltip(r.label).on("click",()=>$.current?.(r.id)).addTo(t);const r=e.find(e=>e.selected);r?g.current.setView([r.latitude,r.longitude],14):e.length>0&&g.current.fitBounds(n().latLngBounds(e.map(e=>[e.latitude,e.longitude])),{padding:[24,24],maxZoom:14})},[e]),(0,o.jsxs)(f,{dir:"ltr","data-map-tiles":x?"failed":"ok",children:[(0,o.jsx)("style",{children:i}),(0,o.jsx)("div",{ref:b,role:"region","aria-label":t,style:{height:a}}),x&&(0,o.jsx)(m,{role:"status",children:s("places.mapUnavailable")})]})}}}]);
//# sourceMappingURL=349.0d9d7546f3.js.map