var O,Ct,Oo,ne,Je,Se,Rt,ke,Lt,Xe,Ze,Nt,fe=Symbol.for("pv"),Ee={},Ce=[],Do=/^m(i|n|o|s|text|space)$/,et=Array.isArray,tt=Ce.slice,ie=Object.assign;function re(e){e&&e.parentNode&&e.remove()}function At(e,t,n){var o,a,s,r={},l=arguments.length;for(s in t)s=="key"?o=t[s]:s=="ref"&&typeof e!="function"?a=t[s]:r[s]=t[s];return l>2&&(r.children=l>3?tt.call(arguments,2):n),he(e,r,o,a,null)}function he(e,t,n,o,a){var s={type:e,props:t,key:n,ref:o,__k:null,__:null,__b:0,__e:null,__c:null,constructor:fe,__v:a||++Ct,__i:-1,__u:0};return!a&&O.vnode&&O.vnode(s),s}function Re(e){return e.children}function Te(e,t){this.props=e,this.context=t,this.__g=0}function oe(e,t){if(t==null)return e.__&&oe(e.__,e.__i+1);for(var n;t<e.__k.length;t++)if((n=e.__k[t])&&n.__e)return n.__e;return typeof e.type!="function"||e.props.__P?null:oe(e)}function jo(e){var t,n=e.__v,o=n.__e,a=[],s=[],r=e.__P;r&&((t=ie({constructor:fe},n)).__v=n.__v+1,O.vnode&&O.vnode(t),nt(r,t,n,e.__n,r.namespaceURI,32&n.__u?[o]:null,a,o||oe(n),32&n.__u,s),t.__v=n.__v,t.__.__k[t.__i]=t,jt(a,t,s),n.__=n.__e=null,t.__e!=o&&It(t))}function It(e){if((e=e.__)&&e.__c&&!e.props.__P)return e.__e=null,e.__k.some(function(t){return t&&(e.__e=t.__e)}),It(e)}function Qe(e){(8&e.__g||(e.__g|=8,ne.push(e),Se++))&&Je==O.debounceRendering||((Je=O.debounceRendering)||queueMicrotask)(Pt)}function Pt(){try{for(var e,t=1;ne.length;)ne.length>t&&ne.sort(Rt),e=ne.shift(),t=ne.length,8&e.__g&&jo(e)}finally{(Se=ne.length)&&(Je||queueMicrotask)(Pt)}}function Mt(e,t,n,o,a,s,r,l,c,p,d){var m,h,u,f,$,v,_=o.__k||Ce,k=t.length;for(c=Uo(n,t,_,c,k),m=0;m<k;m++)(u=n.__k[m])!=null&&(h=~u.__i&&_[u.__i]||Ee,u.__i=m,v=nt(e,u,h,a,s,r,l,c,p,d),f=u.__e,(h.ref!=u.ref||8&h.__u)&&(h.ref&&ot(h.ref,null,u,h),u.ref&&d.push(u.ref,u.__c||f,u)),$=$||f,4&u.__u?(c=Ot(u,c,e,!h.__v),h.__e&&(h.__e=null)):typeof u.type=="function"&&v!==void 0?c=v:f&&(c=f.nextSibling),u.__u&=-21);return n.__e=$,c}function Uo(e,t,n,o,a){var s,r,l,c,p,d,m,h,u,f=n.length,$=f,v=0,_=0,k=e.__k=Array(a);for(s=0;s<a;s++)(r=t[s])!=null&&typeof r!="boolean"&&typeof r!="function"?(typeof r!="object"||r.constructor===String?r=k[s]=he(null,r):et(r)?r=k[s]=he(Re,{children:r}):r.constructor===fe&&r.__b?r=k[s]=he(r.type,r.props,r.key,r.ref,r.__v):k[s]=r,c=s+v,r.__=e,r.__b=e.__b+1,l=null,~(p=r.__i=Fo(r,n,c,$))&&($--,(l=n[p])&&(l.__u|=2)),l&&l.__v?(r.__u|=16,p==c-1?v--:p==c+1?v++:p!=c&&(p>c?v--:v++,_=1)):(~p||(a>f?v--:a<f&&v++),typeof r.type!="function"&&(r.__u|=4))):k[s]=null;if(_){for(d=[],m=[],s=0;s<a;s++)if((r=k[s])&&16&r.__u){for(v=0,h=d.length;v<h;)d[u=v+h>>1]<r.__i?v=u+1:h=u;d[v]=r.__i,m[s]=v+1}for(v=d.length;s--;)m[s]&&(m[s]==v?v--:k[s].__u|=4)}if($)for(s=0;s<f;s++)!(l=n[s])||2&l.__u||(l.__e==o&&(o=oe(l)),st(l,l));return o}function Ot(e,t,n,o){var a,s,r,l;if(typeof e.type=="function"){if(e.props.__P)return t;if(a=e.__k)for(s=0;s<a.length;s++)a[s]&&(a[s].__=e,t=Ot(a[s],t,n,!1));return t}for(t&&!t.parentNode&&(t=oe(e))&&!t.parentNode&&(t=null),r=e.__e,l=t;l&&l.nodeType==8;)l=l.nextSibling;for(r!=l&&(!o&&n.moveBefore&&r.parentNode?n.moveBefore(r,t):n.insertBefore(r,t||null)),t=r;(t=t&&t.nextSibling)&&t.nodeType==8&&!t.data.startsWith("$s"););return t}function Fo(e,t,n,o){var a,s=e.key,r=e.type,l=t[n],c=l&&!(2&l.__u);if(l===null&&s==null||c&&s==l.key&&r==l.type)return n;if(o>(c?1:0)){for(a=n-1;a>=0;a--)if((l=t[a])&&!(2&l.__u)&&s==l.key&&r==l.type)return a;for(a=n+1;a<t.length;a++)if((l=t[a])&&!(2&l.__u)&&s==l.key&&r==l.type)return a}return-1}function Et(e,t,n){n==null&&(n=""),t[0]=="-"?e.setProperty(t,n):e[t]=n}function we(e,t,n,o,a){var s,r;if(t=="style")if(typeof n=="string")e.style.cssText=n;else{if(typeof o=="string"&&(e.style.cssText=o=""),o)for(t in o)n&&t in n||Et(e.style,t);if(n)for(t in n)o&&n[t]==o[t]||Et(e.style,t,n[t])}else if(t[0]=="o"&&t[1]=="n")typeof n!="function"&&(n=null),typeof o!="function"&&(o=null),(e.__e||(e.__e={}))[t]=n,n&&o||(r=Ze[t]||(Ze[t]=Wo(t)),(e.__a||(e.__a={}))[t]=Xe,s=t!=(t=t.replace(Lt,"$1")),(t=t.slice(2))[0]<"a"&&(t=t.toLowerCase()),n?e.addEventListener(t,r,s):e.removeEventListener(t,r,s));else{if(a=="http://www.w3.org/2000/svg")t=t.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if(t!="width"&&t!="height"&&t!="href"&&t!="list"&&t!="form"&&t!="tabIndex"&&t!="download"&&t!="rowSpan"&&t!="colSpan"&&t!="role"&&t!="popover"&&t in e)try{return void(e[t]=n??"")}catch{}if(typeof n=="function")return;n==null||n===!1&&t[4]!="-"?e.removeAttribute(t):e.setAttribute(t,t=="popover"&&n==1?"":n)}}function Wo(e){return function(t){var n=this.__e;if(n){if(n=n[e],t[ke]==null)t[ke]=Xe++;else if(t[ke]<this.__a[e])return;return n(O.event?O.event(t):t)}}}function nt(e,t,n,o,a,s,r,l,c,p){var d,m,h,u,f,$,v,_,k,T,S,W,z,x,R,g,b,E,A=t.type;if(t.constructor!==fe)return null;128&n.__u&&(c=32&n.__u,d=n.__c.__z)&&(t.__u|=c,m=s=[],d.nodeType==8?l=xe(d,s):s.push(d),l=s[0]||l),(d=O.__b)&&d(t);e:if(typeof A=="function"){h=r.length;try{if(_=t.props,k=(d=A.prototype)&&d.render,T=(d=A.contextType)&&o[d.__c],S=d?T?T.props.value:d.__:o,(u=n.__c)?(t.__c=u,2&u.__g&&(u.__g|=1)):(k?t.__c=u=new A(_,S):(t.__c=u=new Te(_,S),u.constructor=A,u.render=zo),T&&T.sub(u),u.state||(u.state={}),u.__n=o,u.__g|=8,u.__h=[],u.__k=[]),k&&(u.__s||(u.__s=u.state),A.getDerivedStateFromProps&&(u.__s==u.state&&(u.__s=ie({},u.__s)),ie(u.__s,A.getDerivedStateFromProps(_,u.__s)))),f=u.props,$=u.state,u.__v=t,n.__c){if(_!==f&&k&&!A.getDerivedStateFromProps&&u.componentWillReceiveProps&&u.componentWillReceiveProps(_,S),t.__v==n.__v&&!(8&u.__g)||!(4&u.__g)&&u.shouldComponentUpdate&&u.shouldComponentUpdate(_,u.__s,S)===!1){t.__v!=n.__v&&(u.props=_,u.state=u.__s,u.__g&=-9),t.__e=n.__e,t.__k=n.__k,t.__k.some(function(I){I&&(I.__=t)}),Ce.push.apply(u.__h,u.__k),u.__k=[],u.__h.length&&r.push(u),l=oe(n);break e}u.componentWillUpdate&&u.componentWillUpdate(_,u.__s,S),k&&u.componentDidUpdate&&u.__h.push(function(){u.componentDidUpdate(f,$,v)})}else k&&!A.getDerivedStateFromProps&&u.componentWillMount&&u.componentWillMount(),k&&u.componentDidMount&&u.__h.push(u.componentDidMount);u.context=S,u.props=_,u.__P=e,u.__g&=-5,W=O.__r,z=k?25:0;do u.__g&=-9,W&&W(t),d=u.render(u.props,u.state=u.__s,u.context);while(8&u.__g&&++z<25);k&&(Ce.push.apply(u.__h,u.__k),u.__k=[]),u.state=u.__s,u.getChildContext&&(o=ie({},o,u.getChildContext())),k&&n.__c&&u.getSnapshotBeforeUpdate&&(v=u.getSnapshotBeforeUpdate(f,$)),x=d&&d.type===Re&&d.key==null?d.props.children:d,_.__P&&(d=l,a=(e=_.__P).namespaceURI,c=s=null,n.props&&n.props.__P!=e&&(n.__k.some(function(I){I&&st(I,I)}),n.__k=null),l=n.__k?oe(n,0):null),l=Mt(e,et(x)?x:[x],t,n,o,a,s,r,l,c,p),_.__P&&(t.__e=null,l=d),t.__u&=-161,m&&m.some(re),u.__h.length&&r.push(u),1&u.__g&&(u.__g&=-4)}catch(I){if(r.length=h,t.__v=null,c||s)if(I&&I.then){if(t.__u|=128|c,s){for(~(b=s.indexOf(l||void 0))||(b=s.length);(E=s[b-1])&&E.nodeType==8;)b--;for(;b<s.length;b++)if(E=s[b])if(s[b]=null,R){if(E==g)break}else{if(E.nodeType!=8)break;E.data.startsWith("$s")&&(g=xe(R=E))}}if(!R){for(;l&&l.nodeType==8&&l.nextSibling;)l=l.nextSibling;R=l}(d=xe(R=t.__c.__z||(t.__c.__z=R)))?(t.__e=R,l=d):t.__e=l,l=l&&l.nextSibling}else s&&s.some(re);else t.__e=n.__e;t.__k||(t.__k=n.__k||[]),I&&I.then||Dt(t),O.__e(I,t,n)}}else l=t.__e=qo(n.__e,t,n,o,a,s,r,c,p,e);return(d=O.diffed)&&d(t),l}function xe(e,t){if(e&&e.nodeType==8&&e.data.startsWith("$s"))for(var n=1;e=e.nextSibling;){if(e.nodeType==8){if(e.data.startsWith("$s"))n++;else if(e.data.startsWith("/$s")&&!--n)return e}t&&t.push(e)}}function Dt(e){e&&(e.__c&&(e.__c.__g|=4),e.__k&&e.__k.some(Dt))}function jt(e,t,n){for(var o=0;o<n.length;)ot(n[o++],n[o++],n[o++]);O.__c&&O.__c(t,e),e.some(function(a){try{e=a.__h,a.__h=[],e.some(function(s){s.call(a)})}catch(s){O.__e(s,a.__v)}})}function qo(e,t,n,o,a,s,r,l,c,p){var d,m,h,u,f,$,v,_,k=n.props||Ee,T=t.props,S=t.type;if(S=="svg"?a="http://www.w3.org/2000/svg":S=="math"?a="http://www.w3.org/1998/Math/MathML":a||(a="http://www.w3.org/1999/xhtml"),s){for(d=0;d<s.length;d++)if((f=s[d])&&(S?f.localName==S:f.nodeType==3)){e=f,s[d]=null;break}}if(!e){if(_=p.ownerDocument||document,!S)return _.createTextNode(T);e=_.createElementNS(a,S,T.is?T:p),l&&(O.__m&&O.__m(t,s),l=!1),s=null}if(S){if(p=S=="template"&&e.content||e,s=S=="textarea"&&T.defaultValue!=null?null:s&&tt.call(p.childNodes),!l&&s)for(k={},d=0;d<e.attributes.length;d++)k[(f=e.attributes[d]).name]=f.value;for(d in k)f=k[d],d=="dangerouslySetInnerHTML"?h=f:d=="children"||d in T||d=="value"&&"defaultValue"in T||d=="checked"&&"defaultChecked"in T||we(e,d,null,f,a);for(d in T)f=T[d],d=="children"?u=f:d=="dangerouslySetInnerHTML"?m=f:d=="value"?$=f:d=="checked"?v=f:l&&typeof f!="function"||k[d]===f||we(e,d,f,k[d],a);m?(l||h&&(m.__html==h.__html||m.__html==e.innerHTML)||(e.innerHTML=m.__html),t.__k=[]):(h&&(e.textContent=""),(S=="foreignObject"||a=="http://www.w3.org/1998/Math/MathML"&&Do.test(S))&&(a="http://www.w3.org/1999/xhtml"),Mt(p,et(u)?u:[u],t,n,o,a,s,r,s?s[0]:n.__k&&oe(n,0),l,c),s&&s.some(re)),l&&S!="textarea"||(d="value",S=="progress"&&$==null?e.removeAttribute(d):$==null||$===e[d]&&(S!="progress"||$)||we(e,d,$,k[d],a),d="checked",v!=null&&v!=e[d]&&we(e,d,v,k[d],a))}else k===T||l&&e.data==T||(e.data=T);return e}function ot(e,t,n,o){try{typeof e=="function"?t?t.__x=e(t)||1:o&&(o=o.__c||o.__e)&&(t=o.__x)&&(o.__x=null,typeof t=="function"?t():e(null)):e.current=t}catch(a){O.__e(a,n)}}function st(e,t,n){var o,a,s,r;if(O.unmount&&O.unmount(e),!(o=e.ref)||o.current&&o.current!=e.__e||ot(o,null,t,e),o=e.__c){if(o.componentWillUnmount)try{o.componentWillUnmount()}catch(l){O.__e(l,t)}o.__P=o.__n=null}if(o=e.__k)for(r=0;r<o.length;r++)o[r]&&st(o[r],t,typeof e.type!="function"||n&&!e.props.__P);!n&&(o=e.__c)&&(o=o.__z)&&(a=xe(o,s=[]))&&(o==e.__e&&s.some(re),re(a),re(o)),n||re(e.__e),e.__e=e.__c=e.__=null}function zo(e,t,n){return this.constructor(e,n)}function Ut(e,t){var n,o,a,s;O.__&&O.__(e,t),t.nodeType==9&&(t=t.documentElement),o=(n=e&&32&e.__u)?null:t.__k,t.__k=he(Re,{children:[e]}),a=[],s=[],nt(t,t.__k,o||Ee,Ee,t.namespaceURI,o?null:t.firstChild?tt.call(t.childNodes):null,a,o?o.__e:t.firstChild,n,s),jt(a,t.__k,s),t.__k.props.children=null}function Ft(e){function t(n){var o,a;return this.getChildContext||(o=new Set,(a={})[t.__c]=this,this.getChildContext=function(){return a},this.shouldComponentUpdate=function(s){this.props.value!=s.value&&o.forEach(function(r){r.__g|=4,Qe(r)})},this.sub=function(s){o.add(s);var r=s.componentWillUnmount;s.componentWillUnmount=function(){o.delete(s),r&&r.call(s)}}),n.children}return t.__c="__cC"+Nt++,t.__=e,t.Provider=(t.Consumer=function(n,o){return n.children(o)}).contextType=t,t}O={__e:function(e,t,n,o){for(var a,s,r;t=t.__;)if((a=t.__c)&&!(1&a.__g)){a.__g|=4;try{if((r=(s=a.constructor)&&s.getDerivedStateFromError)&&a.setState(s.getDerivedStateFromError(e)),a.componentDidCatch&&(a.componentDidCatch(e,o||{}),r=1),r&&8&a.__g)return void(a.__g|=2)}catch(l){e=l}}throw Se=0,e}},Ct=0,Oo=function(e){return e!=null&&e.constructor===fe},Te.prototype.setState=function(e,t){var n=this.__s;n&&n!=this.state||(n=this.__s=ie({},this.state)),typeof e=="function"&&(e=e(ie({},n),this.props)),e&&(ie(n,e),this.__v&&(t&&this.__k.push(t),Qe(this)))},Te.prototype.forceUpdate=function(e){this.__v&&(this.__g|=4,e&&this.__h.push(e),Qe(this))},Te.prototype.render=Re,ne=[],Se=0,Rt=function(e,t){return e.__v.__b-t.__v.__b},ke=Symbol(),Lt=/(PointerCapture)$|Capture$/i,Xe=0,Ze={},Nt=0;var qt=function(e,t,n,o){var a;t[0]=0;for(var s=1;s<t.length;s++){var r=t[s++],l=t[s]?(t[0]|=r?1:2,n[t[s++]]):t[++s];r===3?o[0]=l:r===4?o[1]=Object.assign(o[1]||{},l):r===5?(o[1]=o[1]||{})[t[++s]]=l:r===6?o[1][t[++s]]+=l+"":r?(a=e.apply(l,qt(e,l,n,["",null])),o.push(a),l[0]?t[0]|=2:(t[s-2]=0,t[s]=a)):o.push(l)}return o},Wt=new Map;function zt(e){var t=Wt.get(this);return t||(t=new Map,Wt.set(this,t)),(t=qt(this,t.get(e)||(t.set(e,t=(function(n){for(var o,a,s=1,r="",l="",c=[0],p=function(h){s===1&&(h||(r=r.replace(/^\s*\n\s*|\s*\n\s*$/g,"")))?c.push(0,h,r):s===3&&(h||r)?(c.push(3,h,r),s=2):s===2&&r==="..."&&h?c.push(4,h,0):s===2&&r&&!h?c.push(5,0,!0,r):s>=5&&((r||!h&&s===5)&&(c.push(s,0,r,a),s=6),h&&(c.push(s,h,0,a),s=6)),r=""},d=0;d<n.length;d++){d&&(s===1&&p(),p(d));for(var m=0;m<n[d].length;m++)o=n[d][m],s===1?o==="<"?(p(),c=[c],s=3):r+=o:s===4?r==="--"&&o===">"?(s=1,r=""):r=o+r[0]:l?o===l?l="":r+=o:o==='"'||o==="'"?l=o:o===">"?(p(),s=1):s&&(o==="="?(s=5,a=r,r=""):o==="/"&&(s<5||n[d][m+1]===">")?(p(),s===3&&(c=c[0]),s=c,(c=c[0]).push(2,0,s),s=0):o===" "||o==="	"||o===`
`||o==="\r"?(p(),s=2):r+=o),s===3&&r==="!--"&&(s=4,c=c[0])}return p(),c})(e)),t),arguments,[])).length>1?t:t[0]}var i=zt.bind(At);var ce,U,at,Bt,rt=Object.is,Le=0,Xt=[],it=[],F=O,Gt=F.__b,Yt=F.__r,Ht=F.diffed,Vt=F.__c,Kt=F.unmount,Jt=F.__;function Ne(e,t){F.__h&&F.__h(U,e,Le||t),Le=0;var n=U.__H||(U.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function y(e){return Le=1,Bo(nn,e)}function Bo(e,t,n){var o=Ne(ce++,2);if(o.t=e,!o.__c&&(o.__=[n?n(t):nn(void 0,t),function(s){var r=(o.__N||o.__)[0],l=o.t(r,s);rt(r,l)||(o.__N=[l,o.__[1]],o.__c.setState({}))}],o.__c=U,!U.__f)){U.__f=!0;var a=U.shouldComponentUpdate;U.shouldComponentUpdate=function(s,r,l){var c=this.__H;if(!c)return!0;var p=!1,d=this.props!=s;if(c.__.some(function(h){h.__N&&(p=!0,rt(h.__[0],h.__N[0])||(d=!0))}),a){var m=a.call(this,s,r,l);return p?m||d:m}return!p||d}}return o.__}function C(e,t){var n=Ne(ce++,3);!F.__s&&tn(n.__H,t)&&(n.__P=!0,n.__=e,n.u=t,U.__H.__h.push(n))}function se(e){return Le=5,Go(function(){return{current:e}},[])}function Go(e,t){var n=Ne(ce++,7);return tn(n.__H,t)&&(n.__=e(),n.__H=t),n.__}function en(e){var t=U.context[e.__c],n=Ne(ce++,9);return n.c=e,t?(n.__==null&&(n.__=!0,t.sub(U)),t.props.value):e.__}function Yo(){var e;do{for(;e=it.shift();)try{ge(e)}catch(n){F.__e(n,{__:(e=e.__P)&&e.__v})}for(;e=Xt.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(ge),t.__h.some(lt),t.__h=[]}catch(n){t.__h=[],F.__e(n,e.__v)}}}while(it.length)}F.__b=function(e){U=null,Gt&&Gt(e)},F.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),Jt&&Jt(e,t)},F.__r=function(e){Yt&&Yt(e),ce=0;var t=(U=e.__c).__H;t&&(at==U?U.__h=[]:(t.__h.some(ge),t.__h.some(lt),ce=0),t.__h=[],t.__.some(function(n){n.__N&&(n.__=n.__N),n.u=n.__N=void 0})),at=U},F.diffed=function(e){Ht&&Ht(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&Qt(Xt.push(t)),t.__H.__.some(function(n){n.u&&(n.__H=n.u)})),at=U=null},F.__c=function(e,t){t.some(function(n){try{n.__h.some(ge),n.__h=n.__h.filter(function(o){return!o.__||lt(o)})}catch(o){n.__h=[function(){throw o}]}}),Vt&&Vt(e,t)},F.unmount=function(e){Kt&&Kt(e);var t,n,o=e.__c;o&&o.__H&&(o.__H.__.some(function(a){try{if(a.__P&&a.__c){if(n===void 0){for(n=e.__;n&&(!n.__c||!n.__c.__P);)n=n.__;n=n&&n.__c}a.__P=n,Qt(it.push(a))}else ge(a)}catch(s){t=s}}),o.__H=void 0,t&&F.__e(t,o.__v))};var Zt=typeof requestAnimationFrame=="function";function Ho(e){var t,n=function(){clearTimeout(o),Zt&&cancelAnimationFrame(t),setTimeout(e)},o=setTimeout(n,35);Zt&&(t=requestAnimationFrame(n))}function Qt(e){e!=1&&Bt==F.requestAnimationFrame||((Bt=F.requestAnimationFrame)||Ho)(Yo)}function ge(e){var t=U,n=e.__c;typeof n=="function"&&(e.__c=void 0,n()),U=t}function lt(e){var t=U;e.__c=e.__(),U=t}function tn(e,t){return!e||e.length!=t.length||t.some(function(n,o){return!rt(n,e[o])})}function nn(e,t){return typeof t=="function"?t(e):t}var Z=class{constructor(t){this.value=t}valueOf(){return this.value}},D=class extends Z{constructor(t="???"){super(t)}toString(t){return`{${this.value}}`}},G=class extends Z{constructor(t,n={}){super(t),this.opts=n}toString(t){if(t)try{return t.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return this.value.toString(10)}},Q=class e extends Z{static supportsValue(t){if(typeof t=="number"||t instanceof Date)return!0;if(t instanceof Z)return e.supportsValue(t.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(t instanceof n.Instant||t instanceof n.PlainDateTime||t instanceof n.PlainDate||t instanceof n.PlainMonthDay||t instanceof n.PlainTime||t instanceof n.PlainYearMonth)return!0}return!1}constructor(t,n={}){t instanceof e?(n={...t.opts,...n},t=t.value):t instanceof Z&&(t=t.valueOf()),typeof t=="object"&&"calendarId"in t&&n.calendar===void 0&&(n={...n,calendar:t.calendarId}),super(t),this.opts=n}[Symbol.toPrimitive](t){return t==="string"?this.toString():this.toNumber()}toNumber(){let t=this.value;if(typeof t=="number")return t;if(t instanceof Date)return t.getTime();if("epochMilliseconds"in t)return t.epochMilliseconds;if("toZonedDateTime"in t)return t.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(t){if(t)try{return t.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var on=100,Vo="⁨",Ko="⁩";function Jo(e,t,n){if(n===t||n instanceof G&&t instanceof G&&n.value===t.value)return!0;if(t instanceof G&&typeof n=="string"){let o=e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value);if(n===o)return!0}return!1}function sn(e,t,n){return t[n]?ue(e,t[n].value):(e.reportError(new RangeError("No default")),new D)}function ct(e,t){let n=[],o=Object.create(null);for(let a of t)a.type==="narg"?o[a.name]=_e(e,a.value):n.push(_e(e,a));return{positional:n,named:o}}function _e(e,t){switch(t.type){case"str":return t.value;case"num":return new G(t.value,{minimumFractionDigits:t.precision});case"var":return Zo(e,t);case"mesg":return Qo(e,t);case"term":return Xo(e,t);case"func":return es(e,t);case"select":return ts(e,t);default:return new D}}function Zo(e,{name:t}){let n;if(e.params)if(Object.prototype.hasOwnProperty.call(e.params,t))n=e.params[t];else return new D(`$${t}`);else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))n=e.args[t];else return e.reportError(new ReferenceError(`Unknown variable: $${t}`)),new D(`$${t}`);if(n instanceof Z)return n;switch(typeof n){case"string":return n;case"number":return new G(n);case"object":if(Q.supportsValue(n))return new Q(n);default:return e.reportError(new TypeError(`Variable type not supported: $${t}, ${typeof n}`)),new D(`$${t}`)}}function Qo(e,{name:t,attr:n}){let o=e.bundle._messages.get(t);if(!o)return e.reportError(new ReferenceError(`Unknown message: ${t}`)),new D(t);if(n){let a=o.attributes[n];return a?ue(e,a):(e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new D(`${t}.${n}`))}return o.value?ue(e,o.value):(e.reportError(new ReferenceError(`No value: ${t}`)),new D(t))}function Xo(e,{name:t,attr:n,args:o}){let a=`-${t}`,s=e.bundle._terms.get(a);if(!s)return e.reportError(new ReferenceError(`Unknown term: ${a}`)),new D(a);if(n){let l=s.attributes[n];if(l){e.params=ct(e,o).named;let c=ue(e,l);return e.params=null,c}return e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new D(`${a}.${n}`)}e.params=ct(e,o).named;let r=ue(e,s.value);return e.params=null,r}function es(e,{name:t,args:n}){let o=e.bundle._functions[t];if(!o)return e.reportError(new ReferenceError(`Unknown function: ${t}()`)),new D(`${t}()`);if(typeof o!="function")return e.reportError(new TypeError(`Function ${t}() is not callable`)),new D(`${t}()`);try{let a=ct(e,n);return o(a.positional,a.named)}catch(a){return e.reportError(a),new D(`${t}()`)}}function ts(e,{selector:t,variants:n,star:o}){let a=_e(e,t);if(a instanceof D)return sn(e,n,o);for(let s of n){let r=_e(e,s.key);if(Jo(e,a,r))return ue(e,s.value)}return sn(e,n,o)}function ut(e,t){if(e.dirty.has(t))return e.reportError(new RangeError("Cyclic reference")),new D;e.dirty.add(t);let n=[],o=e.bundle._useIsolating&&t.length>1;for(let a of t){if(typeof a=="string"){n.push(e.bundle._transform(a));continue}if(e.placeables++,e.placeables>on)throw e.dirty.delete(t),new RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${on}`);o&&n.push(Vo),n.push(_e(e,a).toString(e)),o&&n.push(Ko)}return e.dirty.delete(t),n.join("")}function ue(e,t){return typeof t=="string"?e.bundle._transform(t):ut(e,t)}var Ae=class{constructor(t,n,o){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=t,this.errors=n,this.args=o}reportError(t){if(!this.errors||!(t instanceof Error))throw t;this.errors.push(t)}memoizeIntlObject(t,n){let o=this.bundle._intls.get(t);o||(o={},this.bundle._intls.set(t,o));let a=JSON.stringify(n);return o[a]||(o[a]=new t(this.bundle.locales,n)),o[a]}};function dt(e,t){let n=Object.create(null);for(let[o,a]of Object.entries(e))t.includes(o)&&(n[o]=a.valueOf());return n}var an=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function rn(e,t){let n=e[0];if(n instanceof D)return new D(`NUMBER(${n.valueOf()})`);if(n instanceof G)return new G(n.valueOf(),{...n.opts,...dt(t,an)});if(n instanceof Q)return new G(n.toNumber(),{...dt(t,an)});throw new TypeError("Invalid argument to NUMBER")}var ns=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function ln(e,t){let n=e[0];if(n instanceof D)return new D(`DATETIME(${n.valueOf()})`);if(n instanceof Q||n instanceof G)return new Q(n,dt(t,ns));throw new TypeError("Invalid argument to DATETIME")}var cn=new Map;function un(e){let t=Array.isArray(e)?e.join(" "):e,n=cn.get(t);return n===void 0&&(n=new Map,cn.set(t,n)),n}var ye=class{constructor(t,{functions:n,useIsolating:o=!0,transform:a=s=>s}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(t)?t:[t],this._functions={NUMBER:rn,DATETIME:ln,...n},this._useIsolating=o,this._transform=a,this._intls=un(t)}hasMessage(t){return this._messages.has(t)}getMessage(t){return this._messages.get(t)}addResource(t,{allowOverrides:n=!1}={}){let o=[];for(let a=0;a<t.body.length;a++){let s=t.body[a];if(s.id.startsWith("-")){if(n===!1&&this._terms.has(s.id)){o.push(new Error(`Attempt to override an existing term: "${s.id}"`));continue}this._terms.set(s.id,s)}else{if(n===!1&&this._messages.has(s.id)){o.push(new Error(`Attempt to override an existing message: "${s.id}"`));continue}this._messages.set(s.id,s)}}return o}formatPattern(t,n=null,o=null){if(typeof t=="string")return this._transform(t);let a=new Ae(this,o,n);try{return ut(a,t).toString(a)}catch(s){if(a.errors&&s instanceof Error)return a.errors.push(s),new D().toString(a);throw s}}};var pt=/^(-?[a-zA-Z][\w-]*) *= */gm,dn=/\.([a-zA-Z][\w-]*) *= */y,os=/\*?\[/y,mt=/(-?[0-9]+(?:\.([0-9]+))?)/y,ss=/([a-zA-Z][\w-]*)/y,pn=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,as=/^[A-Z][A-Z0-9_-]*$/,Ie=/([^{}\n\r]+)/y,rs=/([^\\"\n\r]*)/y,mn=/\\([\\"])/y,hn=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,is=/^\n+/,fn=/ +$/,ls=/ *\r?\n/g,cs=/( *)$/,us=/{\s*/y,gn=/\s*}/y,ds=/\[\s*/y,ps=/\s*] */y,ms=/\s*\(\s*/y,hs=/\s*->\s*/y,fs=/\s*:\s*/y,gs=/\s*,?\s*/y,_s=/\s+/y,be=class{constructor(t){this.body=[],pt.lastIndex=0;let n=0;for(;;){let g=pt.exec(t);if(g===null)break;n=pt.lastIndex;try{this.body.push(c(g[1]))}catch(b){if(b instanceof SyntaxError)continue;throw b}}function o(g){return g.lastIndex=n,g.test(t)}function a(g,b){if(t[n]===g)return n++,!0;if(b)throw new b(`Expected ${g}`);return!1}function s(g,b){if(o(g))return n=g.lastIndex,!0;if(b)throw new b(`Expected ${g.toString()}`);return!1}function r(g){g.lastIndex=n;let b=g.exec(t);if(b===null)throw new SyntaxError(`Expected ${g.toString()}`);return n=g.lastIndex,b}function l(g){return r(g)[1]}function c(g){let b=d(),E=p();if(b===null&&Object.keys(E).length===0)throw new SyntaxError("Expected message value or attributes");return{id:g,value:b,attributes:E}}function p(){let g=Object.create(null);for(;o(dn);){let b=l(dn),E=d();if(E===null)throw new SyntaxError("Expected attribute value");g[b]=E}return g}function d(){let g;if(o(Ie)&&(g=l(Ie)),t[n]==="{"||t[n]==="}")return m(g?[g]:[],1/0);let b=z();return b?g?m([g,b],b.length):(b.value=x(b.value,is),m([b],b.length)):g?x(g,fn):null}function m(g=[],b){for(;;){if(o(Ie)){g.push(l(Ie));continue}if(t[n]==="{"){g.push(h());continue}if(t[n]==="}")throw new SyntaxError("Unbalanced closing brace");let q=z();if(q){g.push(q),b=Math.min(b,q.length);continue}break}let E=g.length-1,A=g[E];typeof A=="string"&&(g[E]=x(A,fn));let I=[];for(let q of g)q instanceof Pe&&(q=q.value.slice(0,q.value.length-b)),q&&I.push(q);return I}function h(){s(us,SyntaxError);let g=u();if(s(gn))return g;if(s(hs)){let b=v();return s(gn,SyntaxError),{type:"select",selector:g,...b}}throw new SyntaxError("Unclosed placeable")}function u(){if(t[n]==="{")return h();if(o(pn)){let[,g,b,E=null]=r(pn);if(g==="$")return{type:"var",name:b};if(s(ms)){let A=f();if(g==="-")return{type:"term",name:b,attr:E,args:A};if(as.test(b))return{type:"func",name:b,args:A};throw new SyntaxError("Function names must be all upper-case")}return g==="-"?{type:"term",name:b,attr:E,args:[]}:{type:"mesg",name:b,attr:E}}return k()}function f(){let g=[];for(;;){switch(t[n]){case")":return n++,g;case void 0:throw new SyntaxError("Unclosed argument list")}g.push($()),s(gs)}}function $(){let g=u();return g.type!=="mesg"?g:s(fs)?{type:"narg",name:g.name,value:k()}:g}function v(){let g=[],b=0,E;for(;o(os);){a("*")&&(E=b);let A=_(),I=d();if(I===null)throw new SyntaxError("Expected variant value");g[b++]={key:A,value:I}}if(b===0)return null;if(E===void 0)throw new SyntaxError("Expected default variant");return{variants:g,star:E}}function _(){s(ds,SyntaxError);let g;return o(mt)?g=T():g={type:"str",value:l(ss)},s(ps,SyntaxError),g}function k(){if(o(mt))return T();if(t[n]==='"')return S();throw new SyntaxError("Invalid expression")}function T(){let[,g,b=""]=r(mt),E=b.length;return{type:"num",value:parseFloat(g),precision:E}}function S(){a('"',SyntaxError);let g="";for(;;){if(g+=l(rs),t[n]==="\\"){g+=W();continue}if(a('"'))return{type:"str",value:g};throw new SyntaxError("Unclosed string literal")}}function W(){if(o(mn))return l(mn);if(o(hn)){let[,g,b]=r(hn),E=parseInt(g||b,16);return E<=55295||57344<=E?String.fromCodePoint(E):"�"}throw new SyntaxError("Unknown escape sequence")}function z(){let g=n;switch(s(_s),t[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return R(t.slice(g,n))}return t[n-1]===" "?R(t.slice(g,n)):!1}function x(g,b){return g.replace(b,"")}function R(g){let b=g.replace(ls,`
`),E=cs.exec(g)[1].length;return new Pe(b,E)}}},Pe=class{constructor(t,n){this.value=t,this.length=n}};var _n=`### The table app in English: the source every other language translates, and the
### fallback for any message a language lacks. docs/translating.md says how to add a
### language and how to check one. Variables ({ $name }) are filled in by the app;
### keep every one a message has.

## app

app-title = Spyfall
app-tagline = Everyone shares a secret location, except the spy. Play it at your table, one phone each.
app-loading = Loading…
app-reconnecting = Reconnecting…
app-language = Language
app-language-unavailable = That language could not be loaded. Check the Wi-Fi, then choose it again.
app-back = Home
app-dismiss = Dismiss

## home

home-your-name = Your name
home-join-title = Join a table
home-code = Room code
home-join = Join
home-create-title = New table
home-create = Create a room
home-nights = League nights
home-organizers = Organizers: the admin panel
home-developers = Developers: the API
home-signed-in-as = Playing as { $name }
home-guest = guest

## account

account-title = Account
account-log-in = Log in
account-sign-up = Sign up
account-log-out = Log out
account-make-account = Keep your results: make an account
account-username = Username
account-password = Password
account-submit-log-in = Log in
account-submit-sign-up = Create the account
account-submit-make = Make my account
account-done = Done.

## lists

lists-title = Location lists
lists-intro = Make your own list of locations, share it by its code, and play it in your rooms.
lists-mine = Your lists
lists-none = No lists yet: make one, or open one by its code.
lists-yours = made by you
lists-added = added by code
lists-new = Make a list
lists-add-title = Open a list by its code
lists-add-code = The list's code
lists-add = Open the list
list-count =
    { $count ->
        [one] { $count } location
       *[other] { $count } locations
    }
list-name = Name of the list
list-locations = Locations, one per line
list-locations-hint = At least { $min }. Roles are optional: after a colon, separated by commas, as in "Bakery: Baker, Customer".
list-save = Save the list
list-cancel = Cancel
list-edit = Change the list
list-wrong-name = Give the list a name.
list-wrong-count = A list has { $min } to { $max } locations, one per line.
list-wrong-twice = A location is on the list twice.
list-open-title = A location list
list-open = Open the list
list-by-you = You made this list: share its code, and change it when you like.
list-added = This list is now among yours: choose it when you create a room.
list-share-title = Share it
list-share = Read out the code, share the link, or let someone scan the QR code.
list-code = Code
list-link = Link
list-copy = Copy the link
list-copied = Copied
list-qr-alt = QR code that opens the list { $code }
list-play = Create a room with this list

## settings

settings-title = Settings
settings-rule-set = Rules
settings-classic = Classic
settings-time_travel = Time Travel
settings-mode = Mode
settings-standard = Standard
settings-team = Teams (Time Travel, 7 to 12 players)
settings-packs = Location packs
settings-rounds = Rounds
settings-round-minutes = Minutes per round
settings-round-minutes-auto = By player count
settings-show-roles = Play with roles
settings-vote-timeout = Seconds to vote
settings-spies = Spies
settings-captain-passes = Times each player is captain
settings-lists = Your lists
settings-locations = Locations to play
settings-locations-all = all of the chosen packs'
settings-locations-some =
    { $count ->
        [one] { $count } chosen
       *[other] { $count } chosen
    }
settings-save = Save settings
settings-changed-title = Settings changed for the next game
settings-this-game = This game
settings-next-game = Next game
settings-applies-next-game = A game is being played: changes apply from the next game.
settings-yes = yes
settings-no = no

## labels

settings-labels-rule_set = Rules
settings-labels-mode = Mode
settings-labels-pack_ids = Location packs
settings-labels-rounds = Rounds
settings-labels-round_minutes = Minutes per round
settings-labels-show_roles = Play with roles
settings-labels-vote_timeout_seconds = Seconds to vote
settings-labels-spies = Spies
settings-labels-captain_passes = Times each player is captain
settings-labels-location_ids = Locations to play

## lobby

lobby-code = Room code
lobby-closed = This room was closed after a time without play. Open a new room to play again.
lobby-share = Others join with this code, this link or the QR code.
lobby-link = Link to this table
lobby-copy = Copy the link
lobby-copied = Copied
lobby-share-button = Share…
lobby-share-text = Join our Spyfall table: room { $code }
lobby-local-only = Only this computer can open this link: the server listens on this computer alone. Start it with SPYFALL_ADDR=0.0.0.0:8080, or set SPYFALL_PUBLIC_URL to the address phones can open.
lobby-invite = Invite more players
lobby-qr-alt = QR code to join room { $code }
lobby-players = Players
lobby-seat = Seat { $n }
lobby-host = host
lobby-you = you
lobby-away = away
lobby-points =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
lobby-start-game = Start a game
lobby-deal = Deal the round
lobby-deal-next = Deal the next round
lobby-waiting-for-deal = Waiting for { $name } to deal.
lobby-waiting-for-host = Waiting for the host.
lobby-league-games-played =
    This table has played { $n ->
        [one] its game
       *[other] its { $n } games
    } for this seating round: wait here for the next seating.
lobby-league-seating-over = This seating round is over: your next table shows as soon as the organizer seats it.
lobby-league-night-finished = The night is finished: thank you for playing!
lobby-manage = Options for { $name }
lobby-manage-short = Options
lobby-heading = At the table
lobby-new-game = Start a new game
lobby-confirm-new-game = Start a new game? This game's scores start again from zero.
lobby-leave = Leave the table
lobby-kick = Remove { $name }
lobby-make-host = Make { $name } host
lobby-move-up = Move { $name } up
lobby-move-down = Move { $name } down
lobby-bounds = This table plays with { $min } to { $max } players.
lobby-join-title = Join this table
lobby-join-again = Sit down at this table again
lobby-need-more =
    { $n ->
        [one] One more player is needed to deal.
       *[other] { $n } more players are needed to deal.
    }
lobby-join-as = Join
lobby-removed = The host removed you from this table.
lobby-left = You left this table.
lobby-wait-next-round = A round is being played; you join the next one.
lobby-abandon = End this round
lobby-confirm-abandon = End this round now? Nobody scores for it, and it does not count toward the game.

## round

round-title = Round { $n } of { $total }
round-show-card = Show my card
round-hide-card = Hide my card
round-card-hint = Keep your card to yourself: tap to see it, tap again to turn it face down (it turns by itself after a few seconds).
round-you-are-spy = You are the spy
round-you-are-one-of-two-spies = You are one of the two spies
round-spy-hint = Find out where you are before they find you.
round-location = Location
round-role = Role
round-clock-running = Time left
round-clock-stopped = Clock stopped
round-time-left = { $time } left
round-your-turn = Your turn: ask someone a question.
round-their-turn = { $name } asks a question.
round-ask-whom = Whom do you ask?
round-ask = Ask { $name }
round-accuse = Accuse someone
round-accuse-whom = Whom do you put to the vote? You can do this once a round.
round-accuse-whom-small = Whom do you accuse? They show their card at once.
round-accuse-confirm = Accuse { $name }? { $name } shows their card at once and the round ends.
round-accuse-one = Accuse { $name }
round-cancel = Cancel
round-vote-title = { $accuser } accuses { $suspect }.
round-vote-question = Is { $suspect } the spy?
round-vote-yes = Yes, convict
round-vote-no = No
round-voted-yes = yes
round-voted-no = no
round-ballots = Ballots
round-your-vote-needed = Your vote is needed.
round-final-voting = Final voting
round-final-now = Now voting on { $name }.
round-final-next = Then
round-guess = Guess the location
round-guess-pick = Tap the location you guess.
round-guess-confirm = Guess { $place }? The round ends at once.
round-confirm = Yes, guess it
round-locations = Locations
round-locations-hint = Tap a location to cross it off (only on this phone).
round-used = used
round-crossed = crossed off
round-log = What happened
round-log-asked = { $actor } asked { $subject }.
round-log-accused = { $actor } accused { $subject }.
round-log-voted =
    { $vote ->
        [yes] { $actor } voted yes.
       *[no] { $actor } voted no.
    }
round-log-vote-failed = The vote on { $subject } failed.
round-log-vote-failed-no = The vote on { $subject } failed: { $no } said no.
round-log-vote-timed-out = The vote on { $subject } failed: { $missing } did not vote in time, and a missing vote counts as no.
round-waiting-for = Waiting for { $names }.
round-time-is-up = Time is up
round-final-explained = Time is up. Everyone is put to the vote in turn, from the dealer clockwise; the first vote where all the others say yes ends the round. The spy cannot guess now.
round-log-time-up = Time is up.
round-log-final-vote = Final vote on { $subject }.
round-log-reveal-proposed = { $actor } proposed to reveal the middle card.
round-log-reveal-agreed = { $actor } agreed to reveal it.
round-log-reveal-refused = { $actor } refused to reveal it.
round-log-reveal-expired = { $actor } did not answer in time.
round-log-guessed = { $actor } guessed the location.
round-log-team-guessed = The spy named both locations.
round-log-first-captain = { $actor } acts first.
round-log-picked = { $actor } picked { $subject }.
round-log-pick-refused = { $actor } stopped picking.
round-log-left = { $actor } left the table.
round-log-removed = The host removed { $actor } from the table.
round-log-abandoned = The round was abandoned.
round-log-ended-by-organizer = The organizer ended the round.
round-log-ended = The round ended.
round-log-other = Something happened.
round-not-in-round = You are not in this round; you play from the next one.

## table

table-title = The table: players, host, leaving
table-confirm-remove = Remove { $name } from the table? They cannot join again. A round in play is void: nobody scores for it, and it counts as played.
table-confirm-host = Make { $name } the host? They will start games, deal and manage the table.
table-confirm-leave = Leave the table? A round in play is void: nobody scores for it, and it counts as played.
table-confirm-leave-lobby = Leave the table? You can join again with the room's code.
table-now-host = You are the host now: you start games, deal and manage the table.
table-got-it = Got it

## result

result-title = Round over
result-spy-was =
    { $count ->
        [one] The spy was { $names }.
       *[other] The spies were { $names }.
    }
result-location-was = The location was { $place }.
result-indicted-spy = { $name } was indicted, and was the spy.
result-indicted-innocent = { $name } was indicted, but was not the spy.
result-guessed-right = { $name } guessed { $place }: right.
result-guessed-wrong = { $name } guessed { $place }: wrong.
result-time-up = Time ran out.
result-convicted = { $name } was convicted in the final vote.
result-other-ending = The round ended.
result-spies-win = The spy wins.
result-non-spies-win = The table wins.
result-nobody-wins = Nobody wins this round.
result-points = Points this round
result-standings = Standings
result-game-over = The game is over.
result-winner = Winner: { $names }
result-accused-revealed =
    { $spy ->
        [yes] { $accuser } accused { $accused }, who was the spy.
       *[no] { $accuser } accused { $accused }, who was not the spy.
    }
result-middle-revealed =
    { $card ->
        [spy] The middle card was revealed: the spy card.
       *[location] The middle card was revealed: a location card.
    }
result-middle-was = The middle card: { $card }.
result-spy-card = the spy card
result-cards = Every card
result-spy-card-short = the spy
result-podium = The podium
result-place =
    { $n ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $n }th
    }
result-by-round = Points by round
result-total = Total
result-spy-picked = { $captain } picked the spy.
result-spy-not-picked = Nobody picked the spy.
result-team-guesses = The spy named { $guesses }.
result-right = right
result-wrong = wrong
result-no-team-guess = The spy named no location in time.
result-no-conviction = Nobody was convicted in the final vote.
result-voided = The round was voided.
result-voided-left = The round is void: { $name } left the table. Nobody scores; it counts as played.
result-voided-removed = The round is void: the host removed { $name } from the table. Nobody scores; it counts as played.
result-ended-last-round = All its rounds are played.
result-ended-everyone-captained = Everyone at the table has been captain.
result-ended-too-few-players = Fewer than 7 players are left at the table: a team game needs 7.
result-abandoned = The host ended the round: nobody scores, and it does not count toward the game.
result-abandoned-by-organizer = The organizer moved the night on while this round was played: nobody scores for it.
result-everyone-wins = Everyone wins.
result-teams-score = Each captain scores for their team.
result-history = Rounds of this game
result-history-round = Round { $n }
result-my-points = you: { $points }

## nights

nights-title = League nights
nights-mine = My nights
nights-none = You are not registered for a night yet.
nights-status =
    { $status ->
        [registration] Registration open
        [seating] Seating is being prepared
        [playing] Playing
        [finished] Finished
       *[other] { $status }
    }
nights-join-title = Join a night
nights-code = Night code
nights-join = Register
nights-account-needed = Registering for a night needs an account.
nights-claim-title = Walk-in code
nights-claim-hint = The organizer gave you a code: it puts this phone at the night.
nights-claim-from-slip = The code from your slip is filled in: tap the button.
nights-playing-as = you play as { $name }
nights-claim-code = Your code
nights-claim = Use the code
nights-door-title = Check in for tonight
nights-have-account = Playing the league with an account?
nights-sign-in = Sign in first
nights-withdrawn = You were withdrawn from the rest of this night.
nights-my-table = Your table: { $table } (seating round { $round })
nights-wait-seating = Wait here: your table shows as soon as the organizer seats the round.
nights-standings = Standings of the night
nights-rounds-played =
    { $n ->
        [one] { $n } round
       *[other] { $n } rounds
    }
nights-check-in-hint = When you arrive, check in: only players who are here are seated. Your name is what the table and the standings show.
nights-check-in = I'm here: check in
nights-sitting-out = You sit seating round { $round } out: there are more players than the tables seat, and everyone takes a turn. You play again next round.
nights-next-seating = Next seating round at { $time }

## rules

rules-title = How to play
rules-basics = Everyone gets the same secret location and a role, except the spy, who does not know where they are. The spy tries to stay hidden or guess the place; the others try to find the spy.
rules-questions = Whoever's turn it is asks another player one question, out loud. The one asked answers and asks next, but not back at whoever just asked them.
rules-vote = Once a round, anyone may stop the clock and put a player to the vote. Everyone else votes: all yes convicts them, one no ends the vote and the clock goes on. A missing vote counts as no.
rules-guess = While the clock runs, the spy may reveal themselves and guess the location (from their card's face): right, the spy wins; wrong, the others win.
rules-time-up-classic = When time is up with nobody convicted, the spy wins.
rules-time-up-travel = When time is up, final voting: each player in turn, from the dealer, is put to the vote; the first vote where all the others say yes ends the round. If none does, the spy wins.
rules-score-classic = Points: the spy 2 when time runs out, 4 when a non-spy is convicted or the guess is right. When the others win, 1 each, and 2 for whoever put the spy to the vote that convicted them.
rules-score-travel = Points: the spy 2 for winning, +2 for a right guess, +2 when a non-spy is convicted. When the others win, 1 each, +1 for whoever first put the spy to a vote.
rules-small-tables = With 2 or 3 players one card lies face down in the middle: it may be the spy card, and then nobody at the table is the spy. A non-spy may accuse a player, who shows their card at once. Anyone may propose to reveal the middle card; everyone else must agree.
rules-two-spies = This table plays with two spies. Each spy knows only that they are one: never who the other is. Convicting either spy wins for the others.
rules-team = Team mode: two captains, each with a location of their own. Every other player is an agent holding one of the two locations, or the spy card.
rules-team-picks = The captains decide who acts first. Each captain asks every agent not yet picked one question; then each picks an agent for their team, or stops picking for the round.
rules-team-end = A captain who picks the spy ends the round: the spy reveals themselves and names that captain's location, then the other one. When nobody picks the spy, the spy names both.
rules-team-score = Points: a captain +1 for each agent of their location, -1 for each of the other; a captain who picked the spy scores nothing. An agent picked by their own location's captain: 1. The spy: 1 for being picked, +1 for each location named right. Everyone is captain once (or twice) in a game.

## team

team-now-asking = Now: captain { $name } asks the agents.
team-now-picking = Now: captain { $name } picks an agent or stops.
team-location-of = Captain { $captain }'s location was { $place }.
team-title = Teams
team-you-captain = You are a captain: ask the agents, then pick your team.
team-you-agent = You are an agent: answer the captains, who pick their teams.
team-captain = Captain { $name }
team-refused-mark = done picking
team-nobody-yet = nobody yet
team-unpicked = Not picked yet
team-choose-first = Captains: who acts first?
team-captains-choosing = The captains decide who acts first.
team-first-is = { $name } first
team-pick-whom = Pick an agent for your team, or stop picking.
team-pick = Pick { $name }
team-refuse = Stop picking this round
team-spy-guessing = { $name } is the spy and is naming both locations.
team-guess-title = Name both locations
team-guess-for = Tap the location of captain { $captain }.
team-guessed = { $captain }: { $place }
team-confirm-guess = Yes, name these two
team-start-again = Start again

## reveal

reveal-propose = Propose to reveal the middle card
reveal-proposed = { $name } proposes to reveal the middle card.
reveal-agreed = Agreed
reveal-your-answer = Reveal it?
reveal-agree = Yes, reveal
reveal-refuse = No, play on
reveal-waiting = Waiting for the answers.

## What a player reads when the server refuses or fails, by problem code.

problem-network = No connection to the server: this was not sent. Check the Wi-Fi, then tap again.
problem-bad_request = The app sent something the server could not read. Reload and try again.
problem-malformed_json = The app sent something the server could not read. Reload and try again.
problem-invalid_body = Something in that form is not right. Check it and try again.
problem-unreadable_body = The app sent something the server could not read. Reload and try again.
problem-invalid_text = That text holds characters that cannot be used.
problem-invalid_query = The app asked in a way the server does not understand. Reload and try again.
problem-invalid_if_match = The app sent an unreadable version. Reload and try again.
problem-invalid_idempotency_key = The app sent an unreadable request key. Reload and try again.
problem-idempotency_key_reused = That request clashed with an earlier one. Try again.
problem-idempotency_key_in_use = The server is still working on that. A moment, please.
problem-payload_too_large = That is too long to send.
problem-body_timeout = The connection is too slow: that did not arrive in time. Try again.
problem-unsupported_media_type = The app sent something the server could not read. Reload and try again.
problem-not_found = That was not found.
problem-route_not_found = That page does not exist.
problem-method_not_allowed = The server does not allow that here.
problem-rate_limited = Too many tries in a short time. Wait a little and try again.
problem-overloaded = The server is very busy. The app tries again in a moment.
problem-database_unavailable = The server cannot reach its database. The app tries again in a moment.
problem-not_ready = The server is starting. The app tries again in a moment.
problem-internal_error = Something went wrong on the server. Try again.
problem-unauthorized = Your sign-in has ended. Enter your name again to go on.
problem-invalid_credentials = That username and password do not match.
problem-username_taken = That username is taken. Choose another.
problem-invalid_username = A username is 3 to 32 letters, digits, dots, dashes or underscores.
problem-invalid_password = A password has 8 to 128 characters.
problem-invalid_display_name = A name is 1 to 32 characters.
problem-already_an_account = You already have an account.
problem-account_required = This needs an account: sign up or log in first.
problem-pack_not_found = That location pack or list was not found: check the code.
problem-invalid_pack = That list breaks a rule: 8 to 100 locations, each named once, names up to 60 characters.
problem-too_many_packs = You have made as many lists as a player may (20): change one of them instead.
problem-not_pack_maker = Only the player who made this list may change it.
problem-invalid_location_selection = Choose at least 2 locations of the chosen packs.
problem-unknown_pack = One of the chosen location packs does not exist.
problem-room_not_found = There is no room with that code. Check the code with your host.
problem-not_a_member = You are not at this table. Join it first.
problem-room_full = This table is full.
problem-display_name_taken = Someone at this table already has that name. Choose another.
problem-kicked_from_room = The host removed you from this table.
problem-not_host = Only the host can do that.
problem-player_not_found = That player is not at this table.
problem-invalid_seat_order = The seat order must name every player once.
problem-league_table = This table belongs to a league night; its organizer sets it up.
problem-room_closed = This room was closed after a time without play: open a new room.
problem-team_mode_needs_time_travel = Team mode needs the Time Travel rules.
problem-two_spies_need_standard_play = Two spies need standard play (no team mode).
problem-invalid_pack_selection = Choose 1 to 20 location packs.
problem-invalid_rounds = A game has 1 to 30 rounds.
problem-invalid_round_minutes = A round lasts 1 to 30 minutes.
problem-invalid_vote_timeout = A vote lasts 10 to 600 seconds.
problem-invalid_captain_passes = Each player is captain once or twice.
problem-invalid_spies = A round has one or two spies.
problem-no_game = No game has started at this table yet.
problem-game_over = This game is over. The host can start a new one.
problem-game_in_progress = The seat order stays as it is while a game is played. Change it before the next game starts.
problem-round_in_progress = A round is being played. Wait until it ends.
problem-no_round_in_progress = No round is being played.
problem-not_dealer = Only the host or the next dealer can deal.
problem-league_table_settings = A league table keeps the settings of its night.
problem-league_games_played = This table has played its games for this seating round. Wait for the next seating.
problem-league_seating_over = This seating round is over: the players have new tables.
problem-no_round = No round has been dealt yet.
problem-round_not_found = That round was not found.
problem-version_mismatch = The table changed a moment ago. Look again and retry.
problem-too_few_players = Not enough players for these rules yet.
problem-too_many_players = Too many players for these rules.
problem-no_locations_left = Every location of the chosen packs has been used in this game.
problem-bad_captains = The captains could not be chosen for this round.
problem-round_over = This round is over.
problem-not_in_round = You are not playing in this round; you join the next one.
problem-unknown_player = That player is not in this round.
problem-not_your_turn = It is not your turn to ask.
problem-cannot_ask_yourself = You cannot ask yourself.
problem-no_retaliation = You cannot ask back the player who just asked you.
problem-already_accused_this_round = You have already accused someone this round.
problem-cannot_accuse_yourself = You cannot accuse yourself.
problem-vote_in_progress = A vote is open. Wait until it ends.
problem-no_vote_open = There is no vote open.
problem-suspect_cannot_vote = The suspect does not vote.
problem-already_voted = You have already voted.
problem-not_the_spy = Only the spy can do that.
problem-spy_cannot_guess_while_clock_stopped = The spy cannot guess while the clock is stopped.
problem-unknown_location = That is not one of this game's locations.
problem-location_already_used = That location was used earlier in this game, so it cannot be this round's. Guess again.
problem-final_voting_in_progress = Final voting is under way.
problem-spy_cannot_accuse = The spy cannot accuse in this variant.
problem-not_in_this_variant = That move is not part of these rules.
problem-reveal_pending = A proposal to reveal the middle card is open.
problem-no_reveal_proposal = Nobody has proposed to reveal the middle card.
problem-already_answered = You have already answered.
problem-already_proposed_this_round = The middle card has already been proposed this round.
problem-first_captain_not_chosen = The captains have not yet said who goes first.
problem-first_captain_already_chosen = The first captain has already been chosen.
problem-not_a_captain = Only a captain can do that.
problem-not_an_unpicked_agent = That player is not an agent still to be picked.
problem-already_asked_this_cycle = You have already asked that agent in this cycle.
problem-wrong_phase = That move does not fit this part of the round.
problem-night_not_found = There is no league night with that code.
problem-not_in_night = You are not registered for this night.
problem-not_seated = You have no table in this seating round yet.
problem-night_finished = This night is over.
problem-claim_not_found = That walk-in code is not valid, or was already used (a code works once). Ask the organizer for a new one.
`;var yn={de:"Deutsch",en:"English",es:"Español",fr:"Français",pl:"Polski",pt:"Português",ru:"Русский",uk:"Українська"};var ft=yn,bn="spyfall.lang";function $n(e,t){let n=new ye(e,{useIsolating:!1});return n.addResource(new be(t)),n}var vn=$n("en",_n);function wn(e,t){return{lang:e,t:(o,...a)=>{for(let s of t){let r=s.getMessage(o);if(!r?.value)continue;let l=[],c=s.formatPattern(r.value,a[0],l);if(l.length===0||s===t[t.length-1])return c}return o}}}var $e=wn("en",[vn]),ht=e=>Object.hasOwn(ft,e);async function Me(e){if(e==="en"||!ht(e))return $e;let t=`/app/locales/${e}.ftl`,n=await fetch(t);if(!n.ok)throw new Error(`no catalog for ${e}: ${n.status}`);let o=wn(e,[$n(e,await n.text()),vn]);return $s(t),o}function $s(e){let t=navigator.serviceWorker;!t||t.controller||t.ready.then(n=>n.active?.postMessage({keep:e})).catch(()=>{})}function kn(){let e=null;try{e=localStorage.getItem(bn)}catch{}if(e&&ht(e))return e;for(let t of navigator.languages??[navigator.language]){let n=t.toLowerCase().split("-")[0];if(ht(n))return n}return"en"}function Tn(e){try{localStorage.setItem(bn,e)}catch{}}var Oe=Ft($e),w=()=>en(Oe),De=(e,t)=>typeof Intl.ListFormat=="function"?new Intl.ListFormat(e.lang,{type:"conjunction"}).format(t):t.join(", ");function xn(e,t){let n=`problem-${t.code}`,o=e.t(n);return o===n?e.t("problem-internal_error"):o}var gt="spyfall.session";function le(){try{let e=localStorage.getItem(gt);return e?JSON.parse(e):null}catch{return null}}function Sn(e){try{e?localStorage.setItem(gt,JSON.stringify(e)):localStorage.removeItem(gt)}catch{}}function En(){return le()?.token??null}var X=class extends Error{constructor(t,n,o){super(o),this.status=t,this.code=n}},Cn=5,Rn=e=>new Promise(t=>setTimeout(t,e));function de(e){let t=Math.min(15e3,500*2**e);return t/2+Math.random()*(t/2)}function _t(e){let t=Number(e.get("Retry-After"));return Number.isFinite(t)&&t>0?t*1e3:null}var Ln="en";function Nn(e){Ln=e}function je(e={}){let t=new Headers(e),n=En();return n&&t.set("Authorization",`Bearer ${n}`),t.set("Accept-Language",Ln),t}async function P(e,t,n={}){let o=je(n.headers);n.body!==void 0&&o.set("Content-Type","application/json"),e!=="GET"&&o.set("Idempotency-Key",ks());let a={method:e,headers:o,body:n.body===void 0?void 0:JSON.stringify(n.body),signal:n.signal};for(let s=0;;s++){let r;try{r=await fetch(`/api/v1${t}`,a)}catch(p){if(n.signal?.aborted||s>=Cn)throw ws(p);await Rn(de(s));continue}if(r.ok||r.status===304)return vs(r);let l=await Ue(r);if(!(l.status===503||l.status===429||l.code==="idempotency_key_in_use")||s>=Cn)throw l;await Rn(_t(r.headers)??de(s))}}async function vs(e){let t=e.status!==204&&e.status!==304&&e.headers.get("Content-Type")?.includes("json");return{status:e.status,data:t?await e.json():null,headers:e.headers}}async function Ue(e){try{let t=await e.json();if(t&&typeof t.code=="string")return new X(e.status,t.code,String(t.detail??""))}catch{}return new X(e.status,e.status>=500?"internal_error":"bad_request",e.statusText)}function ws(e){return new X(0,"network",e instanceof Error?e.message:String(e))}function ks(){let e=crypto.getRandomValues(new Uint8Array(16));return Array.from(e,t=>t.toString(16).padStart(2,"0")).join("")}var V=e=>`/rooms/${encodeURIComponent(e.trim().toUpperCase())}`,K=e=>({view:e.data,etag:e.headers.get("ETag")}),In=async e=>(await P("POST","/guests",{body:{display_name:e}})).data,Pn=async e=>(await P("POST","/sessions",{body:e})).data,Mn=async e=>(await P("POST","/users",{body:e})).data,On=async e=>(await P("POST","/me/account",{body:e})).data,Dn=async()=>{await P("DELETE","/sessions/current")},jn=async()=>(await P("GET","/packs")).data,Un=async e=>(await P("GET",`/packs/${encodeURIComponent(e)}`)).data,Fe=async()=>(await P("GET","/me/packs")).data,Fn=async e=>(await P("POST","/packs",{body:e})).data,Wn=async(e,t)=>(await P("PUT",`/packs/${encodeURIComponent(e)}`,{body:t})).data,ve=async e=>(await P("GET",`/packs/shared/${encodeURIComponent(e)}`)).data,We=async e=>K(await P("POST","/rooms",{body:e})),qe=async(e,t)=>K(await P("POST",`${V(e)}/players`,{body:t?{display_name:t}:{}})),yt=async(e,t)=>K(await P("PATCH",V(e),{body:t})),pe=async(e,t)=>K(await P("DELETE",`${V(e)}/players/${encodeURIComponent(t)}`)),ze=async(e,t)=>K(await P("POST",`${V(e)}/host`,{body:{player_id:t}})),bt=async e=>K(await P("POST",`${V(e)}/games`)),qn=async e=>K(await P("POST",`${V(e)}/rounds`)),zn=async e=>K(await P("POST",`${V(e)}/rounds/current/abandon`)),Bn=async(e,t,n)=>K(await P("POST",`${V(e)}/actions`,{body:t,headers:{"If-Match":`"${n}"`}})),An=async e=>K(await P("GET",V(e))),Gn=async(e,t)=>{let n=le()?.user.id;if(!n)return An(e);let o={"If-None-Match":`"${t}-${n}"`},a=await P("GET",`${V(e)}?wait=10`,{headers:o});return a.status===304?An(e):K(a)},Be=async e=>(await P("GET",`${V(e)}/rounds`)).data,Yn=async()=>(await P("GET","/me/nights")).data,$t=async e=>(await P("POST",`/nights/${encodeURIComponent(e.trim().toUpperCase())}/check-in`)).data,Hn=async e=>(await P("POST",`/nights/${encodeURIComponent(e.trim().toUpperCase())}/players`,{body:{}})).data,Vn=async e=>(await P("POST","/nights/claim",{body:{code:e}})).data,Kn=async e=>(await P("GET",`/nights/${encodeURIComponent(e)}/standings`)).data;function M({problem:e}){let t=w(),n=se(null);return C(()=>n.current?.scrollIntoView({block:"center"}),[e]),e?i`<p class="error" role="alert" data-code=${e.code} ref=${n}>${xn(t,e)}</p>`:null}function j(){let[e,t]=y(!1),[n,o]=y(null);return{busy:e,problem:n,clear:()=>o(null),async run(a){if(!e){t(!0),o(null);try{await a()}catch(s){o(s instanceof X?s:new X(0,"internal_error",String(s)))}finally{t(!1)}}}}}function L({to:e,children:t}){return i`<a href=${e} onClick=${n=>(n.preventDefault(),Y(e))}>${t}</a>`}function te({value:e,onInput:t}){let n=w();return i`<label class="field">
    ${n.t("home-your-name")}
    <input name="display_name" autocomplete="nickname" maxlength="32" required value=${e}
      onInput=${o=>t(o.currentTarget.value)} />
  </label>`}function Y(e){history.pushState(null,"",e),dispatchEvent(new PopStateEvent("popstate"))}function Jn({packIds:e,lists:t,chosen:n,onChoose:o}){let a=w(),[s,r]=y(!1),[l,c]=y([]);C(()=>{if(!s)return;let m=async h=>{let u=t.find(f=>f.id===h);return(u?await ve(u.share_code):await Un(h)).locations};Promise.all(e.map(m)).then(h=>c(h.flat()),()=>c([]))},[s,e.join(","),a.lang]);let p=n??l.map(m=>m.id),d=(m,h)=>{let u=h?[...p,m]:p.filter(f=>f!==m);o(u.length===l.length?null:l.map(f=>f.id).filter(f=>u.includes(f)))};return i`<details class="field location-choice" onToggle=${m=>r(m.currentTarget.open)}>
    <summary>${a.t("settings-locations")}: ${n?a.t("settings-locations-some",{count:n.length}):a.t("settings-locations-all")}</summary>
    ${l.map(m=>i`<label class="check"><input type="checkbox" name="location" value=${m.id} checked=${p.includes(m.id)}
        onChange=${h=>d(m.id,h.currentTarget.checked)} />
        ${m.name}</label>`)}
  </details>`}var Ts={rule_set:"classic",mode:"standard",pack_ids:[],rounds:5,round_minutes:null,show_roles:!0,vote_timeout_seconds:60,captain_passes:1,spies:1,location_ids:null};function Zn(e,t){let n=e.find(o=>o.id===(t==="time_travel"?"time-travel":e[0]?.id));return n?[n.id]:[]}function Ge({current:e,busy:t,submitLabel:n,onSubmit:o}){let a=w(),[s,r]=y(e??Ts),[l,c]=y([]),[p,d]=y([]);C(()=>{le()&&Fe().then(_=>d(_.packs),()=>d([]))},[]),C(()=>{jn().then(_=>{c(_.packs),r(k=>k.pack_ids.length?k:{...k,pack_ids:Zn(_.packs,k.rule_set)})}).catch(()=>c([]))},[a.lang]);let m=(_,k)=>r({...s,[_]:k}),h=_=>_.currentTarget.value,u=_=>Number(h(_)),f=_=>{let k=s.pack_ids.length===1&&s.pack_ids[0]===l[0]?.id,T=Zn(l,_);r({...s,rule_set:_,pack_ids:k&&T.length?T:s.pack_ids})},$=(_,k)=>r({...s,pack_ids:k?[...s.pack_ids,_]:s.pack_ids.filter(T=>T!==_),location_ids:null}),v=_=>i`<label class="check"><input type="checkbox" name="pack" value=${_.id} checked=${s.pack_ids.includes(_.id)}
    onChange=${k=>$(_.id,k.currentTarget.checked)} />
    ${_.name}</label>`;return i`<form class="settings" onSubmit=${_=>(_.preventDefault(),o(s))}>
    <label class="field">${a.t("settings-rule-set")}
      <select name="rule_set" value=${s.rule_set} onChange=${_=>f(h(_))}>
        <option value="classic">${a.t("settings-classic")}</option>
        <option value="time_travel">${a.t("settings-time_travel")}</option>
      </select>
    </label>
    <label class="field">${a.t("settings-mode")}
      <select name="mode" value=${s.mode} onChange=${_=>m("mode",h(_))}>
        <option value="standard">${a.t("settings-standard")}</option>
        <option value="team">${a.t("settings-team")}</option>
      </select>
    </label>
    <fieldset class="field">
      <legend>${a.t("settings-packs")}</legend>
      ${l.map(v)}
      ${p.length>0&&i`<p class="muted">${a.t("settings-lists")}</p>${p.map(v)}`}
    </fieldset>
    <${Jn} packIds=${s.pack_ids} lists=${p} chosen=${s.location_ids??null}
      onChoose=${_=>m("location_ids",_)} />
    ${s.mode!=="team"&&i`<label class="field">${a.t("settings-rounds")}
      <input type="number" name="rounds" min="1" max="30" value=${s.rounds} onInput=${_=>m("rounds",u(_))} />
    </label>`}
    <label class="field">${a.t("settings-round-minutes")}
      <input type="number" name="round_minutes" min="1" max="30" placeholder=${a.t("settings-round-minutes-auto")}
        value=${s.round_minutes??""} onInput=${_=>m("round_minutes",h(_)?u(_):null)} />
    </label>
    <label class="check">
      <input type="checkbox" name="show_roles" checked=${s.show_roles}
        onChange=${_=>m("show_roles",_.currentTarget.checked)} />
      ${a.t("settings-show-roles")}
    </label>
    <label class="field">${a.t("settings-vote-timeout")}
      <input type="number" name="vote_timeout_seconds" min="10" max="600" value=${s.vote_timeout_seconds}
        onInput=${_=>m("vote_timeout_seconds",u(_))} />
    </label>
    <label class="field">${a.t("settings-spies")}
      <select name="spies" value=${String(s.spies)} onChange=${_=>m("spies",u(_))}>
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
    </label>
    ${s.mode==="team"&&i`<label class="field">${a.t("settings-captain-passes")}
      <select name="captain_passes" value=${String(s.captain_passes)} onChange=${_=>m("captain_passes",u(_))}>
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
    </label>`}
    <button class="primary" type="submit" disabled=${t||s.pack_ids.length===0}>${n}</button>
  </form>`}async function J(e,t,n){if(t&&Date.parse(t.expires_at)>Date.now())return t;let o=await In(e.trim());return n(o),o}function Qn({session:e,setSession:t}){let n=w(),[o,a]=y(e?.user.display_name??""),[s,r]=y(""),[l,c]=y(!1),p=j(),d=h=>{h.preventDefault(),p.run(async()=>{await J(o,e,t);let{view:u}=await qe(s,o);Y(`/r/${u.code}`)})},m=h=>p.run(async()=>{await J(o,e,t);let{view:u}=await We(h);Y(`/r/${u.code}`)});return i`<main class="page">
    <h1>${n.t("app-title")}</h1>
    <p class="muted">${n.t("app-tagline")}</p>
    <section class="card">
      <${te} value=${o} onInput=${a} />
      ${e&&i`<p class="muted">${n.t("home-signed-in-as",{name:e.user.display_name})}${e.user.guest?` (${n.t("home-guest")})`:""}</p>`}
    </section>
    <form class="card" onSubmit=${d}>
      <h2>${n.t("home-join-title")}</h2>
      <label class="field">
        ${n.t("home-code")}
        <input name="code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
          maxlength="16" required value=${s}
          onInput=${h=>r(h.currentTarget.value.toUpperCase())} />
      </label>
      <button class="primary" type="submit" disabled=${p.busy||!o.trim()||!s.trim()}>${n.t("home-join")}</button>
    </form>
    <section class="card">
      <h2>${n.t("home-create-title")}</h2>
      ${l?i`<${Ge} busy=${p.busy||!o.trim()} submitLabel=${n.t("home-create")} onSubmit=${m} />`:i`<button type="button" onClick=${()=>c(!0)}>${n.t("home-create")}</button>`}
    </section>
    <${M} problem=${p.problem} />
    <nav class="links">
      <${L} to="/account">${n.t("account-title")}</${L}>
      <${L} to="/lists">${n.t("lists-title")}</${L}>
      <${L} to="/nights">${n.t("home-nights")}</${L}>
      <a href="/admin">${n.t("home-organizers")}</a>
      <a href="/api/v1/docs">${n.t("home-developers")}</a>
    </nav>
  </main>`}var xs=25,Xn=1e4,Ss=4e3,Es=3,Cs=6e4,Rs=3e3,eo=(e,t,n=null)=>no(`/rooms/${encodeURIComponent(e)}`,"room",t,n?{carrier:n,key:e}:{}),to=(e,t)=>no(`/nights/${encodeURIComponent(e)}`,"night",t,{carries:!0});function no(e,t,n,{carries:o=!1,carrier:a,key:s=""}={}){let r=null,l=-1,c=!1,p=Date.now(),d=()=>{},m=()=>{},h=x=>new Promise(R=>{let g=Number.isFinite(x)?setTimeout(R,x):void 0;m=()=>{clearTimeout(g),R(void 0)}}),u=Ls();function f(x,R){p=Date.now(),!(x.version<l)&&((x.version>l||R)&&(r=R),l=x.version,n.onView(x))}async function $(){let x=await fetch(`/api/v1${e}/events/tickets`,{method:"POST",headers:je()});if(!x.ok){let g=await Ue(x);return[429,503].includes(g.status)||g.status===404?{ended:"failed"}:{problem:g}}let{url:R}=await x.json();return new Promise(g=>{let b=new EventSource(R),E=!1,A=I=>{b.close(),u.setStreaming(!1),g({ended:I})};if(d=()=>A("stopped"),b.addEventListener("open",()=>{E=!0,p=Date.now(),n.onLink("live"),u.setStreaming(!0)}),b.addEventListener(t,I=>f(JSON.parse(I.data),null)),o)for(let I of["room","removed"])b.addEventListener(I,q=>{p=Date.now(),u.deliver(JSON.parse(q.data),I==="removed")});else b.addEventListener("removed",I=>{f(JSON.parse(I.data),null),A("removed")});b.addEventListener("ended",I=>{b.close(),u.setStreaming(!1),g({problem:JSON.parse(I.data)})}),b.addEventListener("error",()=>A(E?"dropped":"failed"))})}async function v(x){let R=je();r&&R.set("If-None-Match",r);let g=new AbortController;d=()=>g.abort();let E=await fetch(`/api/v1${e}?wait=${x&&r?xs:0}`,{headers:R,signal:g.signal});p=Date.now();let A=(Number(E.headers.get("X-Poll-Interval"))||2)*1e3;if(E.status===200)f(await E.json(),E.headers.get("ETag"));else if(E.status!==304)return{problem:await Ue(E),wait:_t(E.headers)};return{interval:A}}async function _(){let x=0,R=0,g=a?1/0:0,b=!a;for(;!c;){let E=Date.now();if(a?.streaming()){x=0,n.onLink("live"),await h(1/0);continue}if(!b){b=!0,await h(Rs);continue}try{if(Date.now()>=g){let q=await $().catch(()=>({ended:"failed"}));if(c)return;if("problem"in q){n.onRefused(q.problem);return}if(q.ended==="stopped")continue;if(q.ended==="removed"){g=1/0;continue}R=q.ended==="failed"?R+1:0,R>=Es&&(g=Date.now()+Cs),n.onLink("reconnecting"),await h(de(x++));continue}let A=await v(x===0);if(A.problem){if(![429,503].includes(A.problem.status)){n.onRefused(A.problem);return}n.onLink("reconnecting"),await h(A.wait??de(x++));continue}let I=x>0;x=0,n.onLink("live"),I||await h(Math.max(0,(A.interval??0)-(Date.now()-E)))}catch(A){if(c)return;if(A?.name==="AbortError")continue;n.onLink("reconnecting"),await h(de(x++))}}}let k=()=>{d(),m()},T=()=>n.onLink("reconnecting"),S=()=>k();addEventListener("offline",T),addEventListener("online",S);let W=setInterval(async()=>{if(!(Date.now()-p<Xn||a?.streaming()))try{(await fetch("/healthz",{cache:"no-store",signal:AbortSignal.timeout(Ss)})).ok&&(p=Date.now())}catch{if(c)return;n.onLink("reconnecting"),k()}},Xn/2),z=a?[a.subscribe(s,(x,R)=>f(x,null)),a.onStreaming(k)]:[];return _(),{carrier:u,stop(){c=!0,u.close(),z.forEach(x=>x()),clearInterval(W),removeEventListener("offline",T),removeEventListener("online",S),d(),m()},show(x,R){f(x,R)}}}function Ls(){let e=!1,t=new Map,n=new Map,o=new Set;return{streaming:()=>e,setStreaming(a){a!==e&&(e=a,o.forEach(s=>s()))},deliver(a,s){t.set(a.code,{view:a,removed:s}),n.get(a.code)?.forEach(r=>r(a,s))},subscribe(a,s){let r=n.get(a)??new Set;n.set(a,r.add(s));let l=t.get(a);return l&&s(l.view,l.removed),()=>r.delete(s)},onStreaming(a){return o.add(a),()=>o.delete(a)},close(){n.clear(),o.clear()}}}function N(e,t){return e.players.find(n=>n.id===t)?.display_name??"?"}function H(e,t){return e.me?.table_moves.find(n=>n.type===t)}function B(e,t){return e.me?.moves?.find(n=>n.type===t)}function oo(e,t){return e.candidate_locations.find(n=>n.id===t)?.name??t}function so({view:e}){let t=w(),n=e.round?.result;if(!n)return null;let o=c=>N(e,c),a=n.spies.map(o),s=n.locations.map(c=>c.name).join(", "),r=n.middle_card,l=e.round?.team?.captains??null;return i`<section class="card result" aria-live="polite">
    <h2>${t.t("result-title")}</h2>
    <p>${wt(t,n,o)}</p>
    <p><strong>${vt(t,n)}</strong></p>
    ${a.length>0&&i`<p>${t.t("result-spy-was",{names:De(t,a),count:a.length})}</p>`}
    ${l?n.locations.map((c,p)=>i`<p>${t.t("team-location-of",{captain:o(l[p]),place:c.name})}</p>`):s&&i`<p>${t.t("result-location-was",{place:s})}</p>`}
    ${r&&i`<p>${t.t("result-middle-was",{card:r.spy?t.t("result-spy-card"):r.location?.name??""})}</p>`}
    <h3>${t.t("result-cards")}</h3>
    <ul class="cards">
      ${n.cards.map(c=>i`<li>${o(c.player_id)}: ${c.card.spy?t.t("result-spy-card-short"):[c.card.location?.name,c.card.role].filter(Boolean).join(", ")}</li>`)}
    </ul>
    <h3>${t.t("result-points")}</h3>
    <ul class="points">
      ${n.points.map(c=>i`<li>${o(c.player_id)}: ${c.points>0?"+":""}${c.points}</li>`)}
    </ul>
    ${e.game&&i`<${Ns} view=${e} />`}
  </section>`}function vt(e,t){return{spy:e.t("result-spies-win"),non_spies:e.t("result-non-spies-win"),nobody:e.t("result-nobody-wins"),everyone:e.t("result-everyone-wins"),teams:e.t("result-teams-score")}[t.winner]}function wt(e,t,n){let o=t.outcome;switch(o.kind){case"indicted":return o.spy?e.t("result-indicted-spy",{name:n(o.suspect_id)}):e.t("result-indicted-innocent",{name:n(o.suspect_id)});case"spy_guessed":return e.t(o.correct?"result-guessed-right":"result-guessed-wrong",{name:n(o.spy_id),place:o.location.name});case"time_up":return e.t("result-time-up");case"convicted":return e.t("result-convicted",{name:n(o.suspect_id)});case"no_conviction":return e.t("result-no-conviction");case"accused_revealed":return e.t("result-accused-revealed",{accuser:n(o.accuser_id),accused:n(o.accused_id),spy:o.spy?"yes":"no"});case"middle_revealed":return e.t("result-middle-revealed",{card:o.spy_card?"spy":"location"});case"team":{let a=o.spy_picked_by_id?e.t("result-spy-picked",{captain:n(o.spy_picked_by_id)}):e.t("result-spy-not-picked"),s=o.guesses.map((r,l)=>`${r.name} (${o.correct[l]?e.t("result-right"):e.t("result-wrong")})`);return`${a} ${s.length>0?e.t("result-team-guesses",{guesses:s.join(", ")}):e.t("result-no-team-guess")}`}case"voided":return o.player_id?e.t(o.departure==="removed"?"result-voided-removed":"result-voided-left",{name:n(o.player_id)}):e.t("result-voided");case"abandoned":return o.by==="organizer"?e.t("result-abandoned-by-organizer"):e.t("result-abandoned");default:return e.t("result-other-ending")}}function Ns({view:e}){let t=w(),n=e.game;if(!n)return null;let o=n.standings.filter(a=>a.rank===1).map(a=>N(e,a.player_id));return i`<div>
    <h3>${t.t("result-standings")}</h3>
    <ol class="standings">
      ${n.standings.map(a=>i`<li value=${a.rank}>${N(e,a.player_id)}: ${t.t("lobby-points",{n:a.points})}${Ms(e,a.player_id)?` (${t.t("lobby-away")})`:""}</li>`)}
    </ol>
    ${n.over&&i`<p><strong>${t.t("result-game-over")} ${Ps(t,n.end_reason)} ${t.t("result-winner",{names:o.join(", ")})}</strong></p>
      <${As} view=${e} />
      <${Is} view=${e} />`}
  </div>`}function As({view:e}){let t=w(),n=(e.game?.standings??[]).filter(o=>o.rank<=3);return n.length===0?null:i`<ol class="podium" aria-label=${t.t("result-podium")}>
    ${n.map(o=>i`<li class=${`place-${o.rank}`}><span class="place">${t.t("result-place",{n:o.rank})}</span>
        <strong>${N(e,o.player_id)}</strong> <span>${t.t("lobby-points",{n:o.points})}</span></li>`)}
  </ol>`}function Is({view:e}){let t=w(),[n,o]=y(null),a=`${e.game?.number}.${e.game?.round_number}`;if(C(()=>{Be(e.code).then(l=>o(l.rounds)).catch(()=>o(null))},[a]),!n||!e.game)return null;let s=n.filter(l=>l.result),r=(l,c)=>l.result?.points.find(p=>p.player_id===c)?.points;return i`<table class="by-round">
    <caption>${t.t("result-by-round")}</caption>
    <thead><tr><th scope="col">${t.t("lobby-players")}</th>${s.map(l=>i`<th scope="col">${l.number}</th>`)}<th scope="col">${t.t("result-total")}</th></tr></thead>
    <tbody>${e.game.standings.map(l=>i`<tr><th scope="row">${N(e,l.player_id)}</th>
        ${s.map(c=>i`<td>${r(c,l.player_id)??"–"}</td>`)}<td>${l.points}</td></tr>`)}</tbody>
  </table>`}function Ps(e,t){switch(t){case"last_round":return e.t("result-ended-last-round");case"everyone_captained":return e.t("result-ended-everyone-captained");case"too_few_players":return e.t("result-ended-too-few-players");default:return""}}function Ms(e,t){return e.players.some(n=>n.id===t&&!n.present)}function ao({view:e}){let t=w(),n=j(),[o,a]=y(!1),[s,r]=y(null),l=`${e.game?.number}.${e.game?.round_number}.${e.round?.phase}`;if(C(()=>{o&&n.run(async()=>r((await Be(e.code)).rounds))},[o,l]),!e.game||e.game.round_number===0)return null;let c=d=>N(e,d),p=(s??[]).filter(d=>d.result).reverse();return i`<details class="card history" onToggle=${d=>a(d.currentTarget.open)}>
    <summary>${t.t("result-history")}</summary>
    <${M} problem=${n.problem} />
    <ol class="history-list">
      ${p.map(d=>{let m=d.result,h=m.points.find(u=>u.player_id===e.me?.player_id);return i`<li>
          <h3>${t.t("result-history-round",{n:d.number})}</h3>
          <p>${wt(t,m,c)} ${vt(t,m)}</p>
          ${m.spies.length>0&&i`<p>${t.t("result-spy-was",{names:De(t,m.spies.map(c)),count:m.spies.length})}</p>`}
          ${m.locations.length>0&&i`<p>${t.t("result-location-was",{place:m.locations.map(u=>u.name).join(", ")})}</p>`}
          ${h&&i`<p class="muted">${t.t("result-my-points",{points:`${h.points>0?"+":""}${h.points}`})}</p>`}
        </li>`})}
    </ol>
  </details>`}function Ye({view:e}){let t=w(),n=e.game?.settings??e.settings,o=n.mode==="team",a=n.rule_set==="time_travel",s=o?[t.t("rules-team"),t.t("rules-team-picks"),t.t("rules-team-end"),t.t("rules-team-score")]:[t.t("rules-basics"),t.t("rules-questions"),t.t("rules-vote"),t.t("rules-guess"),a?t.t("rules-time-up-travel"):t.t("rules-time-up-classic"),a?t.t("rules-score-travel"):t.t("rules-score-classic"),...a?[t.t("rules-small-tables")]:[],...n.spies>1?[t.t("rules-two-spies")]:[]];return i`<details class="card rules">
    <summary>${t.t("rules-title")}</summary>
    <ul>${s.map(r=>i`<li>${r}</li>`)}</ul>
  </details>`}function ro({view:e,show:t}){let n=w(),o=j(),[a,s]=y(!1),[r,l]=y(!1),[c,p]=y(!1),d=e.me;if(!d)return null;let m=x=>o.run(async()=>t(await x())),h=H(e,"start_game"),u=H(e,"deal"),f=e.table.next_dealer_id,$=!!(e.round&&e.round.phase!=="over"),v=e.table.league_play,_=!$&&!u&&v?v.closed==="night_finished"?n.t("lobby-league-night-finished"):v.closed==="seating_over"?n.t("lobby-league-seating-over"):v.games_left===0?n.t("lobby-league-games-played",{n:v.games_per_table}):null:null,k=$?null:_||(f&&!u?n.t("lobby-waiting-for-deal",{name:N(e,f)}):!h&&!u?n.t("lobby-waiting-for-host"):null),T=e.players.filter(x=>x.seat!=null).length,S=e.table.min_players-T,W=H(e,"change_settings"),z=!!(e.game&&!e.game.over);return i`<div class="lobby">
    <h1 class="visually-hidden">${n.t("lobby-heading")}</h1>
    ${e.round?.result&&i`<${so} view=${e} />`}
    ${d.in_round===!1&&e.round&&e.round.phase!=="over"&&i`<p class="notice">${n.t("lobby-wait-next-round")}</p>`}
    <div class="actions">
      ${h&&!z&&i`<button class="primary" type="button" disabled=${o.busy} onClick=${()=>m(()=>bt(e.code))}>${n.t("lobby-start-game")}</button>`}
      ${h&&z&&!r&&i`<button type="button" onClick=${()=>l(!0)}>${n.t("lobby-new-game")}</button>`}
      ${r&&i`<div class="card confirm" role="group"><p>${n.t("lobby-confirm-new-game")}</p>
        <button class="primary danger" type="button" disabled=${o.busy} onClick=${()=>(l(!1),m(()=>bt(e.code)))}>${n.t("lobby-new-game")}</button>
        <button class="quiet" type="button" onClick=${()=>l(!1)}>${n.t("round-cancel")}</button></div>`}
      ${u&&i`<button class="primary" type="button" disabled=${o.busy} onClick=${()=>m(()=>qn(e.code))}>${e.round?n.t("lobby-deal-next"):n.t("lobby-deal")}</button>`}
      ${k&&i`<p class="muted" role="status">${k}</p>`}
    </div>
    <${M} problem=${o.problem} />
    <${Ds} view=${e} write=${m} busy=${o.busy} />
    <p class=${S>0?"notice":"muted"}>${n.t("lobby-bounds",{min:e.table.min_players,max:e.table.max_players})}
      ${S>0&&` ${n.t("lobby-need-more",{n:S})}`}</p>
    <${ao} view=${e} />
    <${Ye} view=${e} />
    ${!e.table.league&&i`<${Os} view=${e} folded=${!!e.game} />`}
    <${js} view=${e} />
    ${W&&(a?i`<section class="card"><h2>${n.t("settings-title")}</h2>
          ${e.game?.settings&&i`<p class="notice">${n.t("settings-applies-next-game")}</p>`}
          <${Ge} current=${e.settings} busy=${o.busy} submitLabel=${n.t("settings-save")}
            onSubmit=${x=>m(async()=>{let R=await yt(e.code,{settings:x});return s(!1),R})} />
        </section>`:i`<button type="button" onClick=${()=>s(!0)}>${n.t("settings-title")}</button>`)}
    ${H(e,"leave")&&!c&&i`<button class="quiet" type="button" disabled=${o.busy} onClick=${()=>p(!0)}>${n.t("lobby-leave")}</button>`}
    ${c&&i`<div class="card confirm" role="alertdialog" aria-label=${n.t("lobby-leave")}><p>${n.t("table-confirm-leave-lobby")}</p>
      <button class="primary danger" type="button" disabled=${o.busy} onClick=${()=>(p(!1),m(()=>pe(e.code,d.player_id)))}>${n.t("lobby-leave")}</button>
      <button class="quiet" type="button" onClick=${()=>p(!1)}>${n.t("round-cancel")}</button></div>`}
  </div>`}function Os({view:e,folded:t}){let n=w(),[o,a]=y(!1),s=e.code,r=e.table.join_url,l=async()=>{try{await navigator.clipboard.writeText(r)}catch{document.querySelector(".join-link input")?.select(),document.execCommand("copy")}a(!0)},c=()=>navigator.share({title:n.t("app-title"),text:n.t("lobby-share-text",{code:s}),url:r}).catch(()=>{}),p=i`<p>${n.t("lobby-share")}</p>
    <p class="join-code"><span class="muted">${n.t("lobby-code")}</span> <strong>${s}</strong></p>
    <label class="field join-link">${n.t("lobby-link")}
      <input type="text" readonly value=${r} onFocus=${d=>d.currentTarget.select()} />
    </label>
    <div class="actions">
      <button type="button" onClick=${l}>${o?n.t("lobby-copied"):n.t("lobby-copy")}</button>
      ${typeof navigator.share=="function"&&i`<button type="button" onClick=${c}>${n.t("lobby-share-button")}</button>`}
    </div>
    ${e.table.join_url_local_only&&i`<p class="notice" role="status">${n.t("lobby-local-only")}</p>`}
    <img class="qr" src=${`/r/${s}/qr.svg`} alt=${n.t("lobby-qr-alt",{code:s})} width="180" height="180" />`;return t?i`<details class="card share"><summary>${n.t("lobby-invite")}</summary>${p}</details>`:i`<section class="card share">${p}</section>`}function Ds({view:e,write:t,busy:n}){let o=w(),a=e.players.filter(p=>p.seat!=null).sort((p,d)=>(p.seat??0)-(d.seat??0)),s=H(e,"kick"),r=H(e,"hand_over_host"),l=H(e,"change_seat_order"),c=(p,d)=>{let m=a.map(h=>h.id);[m[p],m[d]]=[m[d],m[p]],t(()=>yt(e.code,{seat_order:m}))};return i`<section class="card">
    <h2>${o.t("lobby-players")}</h2>
    <ol class="players">
      ${a.map((p,d)=>i`<li class=${p.present?"":"away"}>
          <span class="name">${p.display_name}</span>
          <span class="tags">
            ${p.id===e.host_id&&i`<span class="tag">${o.t("lobby-host")}</span>`}
            ${p.id===e.me?.player_id&&i`<span class="tag">${o.t("lobby-you")}</span>`}
            ${!p.present&&i`<span class="tag">${o.t("lobby-away")}</span>`}
            ${e.game&&i`<span class="score">${o.t("lobby-points",{n:p.score})}</span>`}
          </span>
          ${(l||r?.players.includes(p.id)||s?.players.includes(p.id))&&i`<details class="row-actions">
            <summary aria-label=${o.t("lobby-manage",{name:p.display_name})}>${o.t("lobby-manage-short")}</summary>
            ${l&&d>0&&i`<button type="button" class="small" disabled=${n} aria-label=${o.t("lobby-move-up",{name:p.display_name})} onClick=${()=>c(d,d-1)}>↑</button>`}
            ${l&&d<a.length-1&&i`<button type="button" class="small" disabled=${n} aria-label=${o.t("lobby-move-down",{name:p.display_name})} onClick=${()=>c(d,d+1)}>↓</button>`}
            ${r?.players.includes(p.id)&&i`<button type="button" class="small" disabled=${n} onClick=${()=>t(()=>ze(e.code,p.id))}>${o.t("lobby-make-host",{name:p.display_name})}</button>`}
            ${s?.players.includes(p.id)&&i`<button type="button" class="small danger" disabled=${n} onClick=${()=>t(()=>pe(e.code,p.id))}>${o.t("lobby-kick",{name:p.display_name})}</button>`}
          </details>`}
        </li>`)}
    </ol>
  </section>`}function js({view:e}){let t=w(),n=e.game?.settings;if(!n)return null;let o=e.settings,s=["rule_set","mode","pack_ids","location_ids","rounds","round_minutes","show_roles","vote_timeout_seconds","spies","captain_passes"].filter(l=>JSON.stringify(n[l])!==JSON.stringify(o[l])),r=(l,c)=>l!=="location_ids"?Us(t,c):Array.isArray(c)?t.t("settings-locations-some",{count:c.length}):t.t("settings-locations-all");return s.length===0?null:i`<section class="card">
    <h2>${t.t("settings-changed-title")}</h2>
    <p class="muted">${t.t("settings-applies-next-game")}</p>
    <table class="settings-change">
      <thead><tr><th scope="col"></th><th scope="col">${t.t("settings-this-game")}</th><th scope="col">${t.t("settings-next-game")}</th></tr></thead>
      <tbody>
        ${s.map(l=>i`<tr><th scope="row">${t.t(`settings-labels-${l}`)}</th><td>${r(l,n[l])}</td><td>${r(l,o[l])}</td></tr>`)}
      </tbody>
    </table>
  </section>`}function Us(e,t){return t==null?e.t("settings-round-minutes-auto"):typeof t=="boolean"?t?e.t("settings-yes"):e.t("settings-no"):Array.isArray(t)?t.join(", "):t==="classic"||t==="time_travel"||t==="standard"||t==="team"?e.t(`settings-${t}`):String(t)}function io({view:e,show:t}){let n=w(),o=j(),[a,s]=y(null),r=e.me;if(!r)return null;let l=H(e,"kick"),c=H(e,"hand_over_host"),p=H(e,"abandon_round"),d=H(e,"leave"),m=e.code,h=(f,$,v)=>()=>s({text:f,label:$,write:v});if(a)return i`<section class="card confirm" role="alertdialog" aria-label=${a.label}>
      <p>${a.text}</p>
      <button type="button" class="primary danger" disabled=${o.busy}
        onClick=${()=>o.run(async()=>(t(await a.write()),s(null)))}>${a.label}</button>
      <button type="button" class="quiet" onClick=${()=>s(null)}>${n.t("round-cancel")}</button>
      <${M} problem=${o.problem} />
    </section>`;let u=e.players.filter(f=>f.seat!=null&&f.id!==r.player_id);return i`<details class="card table-controls">
    <summary>${n.t("table-title")}</summary>
    ${u.map(f=>{let $=f.display_name,v=l?.players.includes(f.id),_=c?.players.includes(f.id);return(v||_)&&i`<div class="row-actions">
        ${_&&i`<button type="button" class="small" onClick=${h(n.t("table-confirm-host",{name:$}),n.t("lobby-make-host",{name:$}),()=>ze(m,f.id))}>${n.t("lobby-make-host",{name:$})}</button>`}
        ${v&&i`<button type="button" class="small danger" onClick=${h(n.t("table-confirm-remove",{name:$}),n.t("lobby-kick",{name:$}),()=>pe(m,f.id))}>${n.t("lobby-kick",{name:$})}</button>`}
      </div>`})}
    ${p&&i`<button type="button" class="danger" onClick=${h(n.t("lobby-confirm-abandon"),n.t("lobby-abandon"),()=>zn(m))}>${n.t("lobby-abandon")}</button>`}
    ${d&&i`<button type="button" class="quiet" onClick=${h(n.t("table-confirm-leave"),n.t("lobby-leave"),()=>pe(m,r.player_id))}>${n.t("lobby-leave")}</button>`}
  </details>`}function lo({view:e}){let t=w(),[n,o]=y(e.host_id),a=e.me&&e.host_id===e.me.player_id;return n!==e.host_id&&!a&&o(e.host_id),!a||n===e.host_id?null:i`<p class="notice" role="status">${t.t("table-now-host")}
    <button type="button" class="quiet small" onClick=${()=>o(e.host_id)}>${t.t("table-got-it")}</button></p>`}function co(e){let t=Math.max(0,Math.ceil(e/1e3));return`${Math.floor(t/60)}:${String(t%60).padStart(2,"0")}`}function Fs(e,t){return!e.running||!e.deadline?e.remaining_ms:Date.parse(e.deadline)-(Date.now()+t)}var Ws=3e4;function uo(e,t){let[,n]=y(0);C(()=>{if(!e)return;let o=setInterval(()=>n(a=>a+1),1e3);return()=>clearInterval(o)},[e,t])}function po({clock:e,skew:t}){let n=w();uo(e.running,e.deadline);let o=Fs(e,t);if(o<=0)return i`<p class="clock up" role="status">${n.t("round-time-is-up")}</p>`;let a=e.running&&o<=Ws;return i`<p class=${`clock${e.running?"":" stopped"}${a?" urgent":""}`}>
    <span class="visually-hidden">${e.running?n.t("round-clock-running"):n.t("round-clock-stopped")}: </span>
    <time role="timer">${co(o)}</time>
    ${!e.running&&i` <span class="muted">${n.t("round-clock-stopped")}</span>`}
  </p>`}function me({deadline:e,skew:t}){let n=w();uo(!0,e);let o=Date.parse(e)-(Date.now()+t);return i`<p class=${`countdown${o<=1e4?" urgent":""}`}>
    <span role="timer">${n.t("round-time-left",{time:co(o)})}</span>
  </p>`}var qs=6e3;function kt({card:e,showRoles:t,spies:n=1,children:o}){let a=w(),[s,r]=y(!1);if(C(()=>{if(!s)return;let c=setTimeout(()=>r(!1),qs);return()=>clearTimeout(c)},[s]),!e)return null;let l=e.spy?i`<p class="card-title">${n>1?a.t("round-you-are-one-of-two-spies"):a.t("round-you-are-spy")}</p><p class="muted">${a.t("round-spy-hint")}</p>`:i`<p class="card-label">${a.t("round-location")}</p>
        <p class="card-title">${e.location?.name}</p>
        ${t&&e.role&&i`<p class="card-label">${a.t("round-role")}</p><p class="card-role">${e.role}</p>`}`;return i`<section class="card my-card">
    <button type="button" class="card-button" aria-expanded=${s} aria-controls="card-face"
      onClick=${()=>r(!s)} onContextMenu=${c=>c.preventDefault()}>
      ${s?a.t("round-hide-card"):a.t("round-show-card")}
    </button>
    <div id="card-face" class="card-face" hidden=${!s}>
      ${s&&l}
      ${s&&o&&i`<div class="actions" onClick=${()=>r(!1)}>${o}</div>`}
    </div>
    <p class="muted small-print">${a.t("round-card-hint")}</p>
  </section>`}var zs=e=>`spyfall.crossed.${e.code}.${e.game?.number}.${e.round?.number}`;function mo(e){try{return JSON.parse(localStorage.getItem(e)??"[]")}catch{return[]}}function He({view:e,onPick:t}){let n=w(),o=zs(e),[a,s]=y(()=>mo(o));C(()=>s(mo(o)),[o]);let r=l=>{let c=a.includes(l)?a.filter(p=>p!==l):[...a,l];s(c);try{localStorage.setItem(o,JSON.stringify(c))}catch{}};return i`<section class="card">
    <h2>${n.t("round-locations")}</h2>
    <p class="muted">${t?n.t("round-guess-pick"):n.t("round-locations-hint")}</p>
    <ul class="grid">
      ${e.candidate_locations.map(l=>{let c=a.includes(l.id),p=l.used?n.t("round-used"):c?n.t("round-crossed"):"";return i`<li>
          <button type="button" class=${`location${l.used?" used":""}${c?" crossed":""}`}
            aria-pressed=${t?void 0:c} disabled=${!!(t&&l.used)}
            onClick=${()=>t?t(l.id):r(l.id)}>
            <span class="location-name">${l.name}</span>
            ${p&&i`<span class="location-state">${p}</span>`}
          </button>
        </li>`})}
    </ul>
  </section>`}function fo({view:e}){let t=w(),n=e.round?.log??[];if(n.length===0)return null;let o=s=>N(e,s),a=(s,r)=>{switch(s.type){case"question_asked":return t.t("round-log-asked",{actor:o(s.asker_id),subject:o(s.target_id)});case"accusation_opened":return t.t("round-log-accused",{actor:o(s.accuser_id),subject:o(s.suspect_id)});case"vote_cast":return t.t("round-log-voted",{actor:o(s.player_id),vote:s.yes?"yes":"no"});case"vote_failed":return go(t,n,r,o);case"time_up":return t.t("round-log-time-up");case"final_vote_opened":return t.t("round-log-final-vote",{subject:o(s.suspect_id)});case"reveal_proposed":return t.t("round-log-reveal-proposed",{actor:o(s.player_id)});case"reveal_agreed":return t.t("round-log-reveal-agreed",{actor:o(s.player_id)});case"reveal_refused":return t.t("round-log-reveal-refused",{actor:o(s.player_id)});case"reveal_expired":return t.t("round-log-reveal-expired",{actor:o(s.player_id)});case"spy_guessed":return t.t("round-log-guessed",{actor:o(s.player_id)});case"team_locations_guessed":return t.t("round-log-team-guessed");case"first_captain_chosen":return t.t("round-log-first-captain",{actor:o(s.captain_id)});case"agent_picked":return t.t("round-log-picked",{actor:o(s.captain_id),subject:o(s.agent_id)});case"pick_refused":return t.t("round-log-pick-refused",{actor:o(s.captain_id)});case"player_left":return t.t(s.departure==="removed"?"round-log-removed":"round-log-left",{actor:o(s.player_id)});case"round_abandoned":return s.by==="organizer"?t.t("round-log-ended-by-organizer"):t.t("round-log-abandoned");case"round_ended":return t.t("round-log-ended");default:return t.t("round-log-other")}};return i`<section class="card">
    <h2>${t.t("round-log")}</h2>
    <ol class="log" reversed>
      ${[...n].reverse().map((s,r)=>i`<li>${a(s.event,n.length-1-r)}</li>`)}
    </ol>
  </section>`}function go(e,t,n,o){let a=t[n].event;if(a.type!=="vote_failed")return"";let s=a.missing_ids??[];if(s.length>0)return e.t("round-log-vote-timed-out",{subject:o(a.suspect_id),missing:s.map(o).join(", ")});let r=t[n-1]?.event;return r?.type==="vote_cast"&&!r.yes?e.t("round-log-vote-failed-no",{subject:o(a.suspect_id),no:o(r.player_id)}):e.t("round-log-vote-failed",{subject:o(a.suspect_id)})}var ho=8e3,Bs=6e4;function _o({view:e,skew:t}){let n=w(),o=e.round?.log??[],a=o.length-1;for(;a>=0&&!["vote_failed","reveal_refused","reveal_expired"].includes(o[a].event.type);)a-=1;let s=a<0?null:`${o[a].at}/${a}`,r=a>=0&&Date.now()+t-Date.parse(o[a].at)<Bs,[l,c]=y({key:null,at:0});s!==l.key&&c({key:s,at:Date.now()});let[,p]=y(0);if(C(()=>{if(!s)return;let u=setTimeout(()=>p(f=>f+1),ho);return()=>clearTimeout(u)},[s]),!r||s!==l.key||Date.now()-l.at>=ho)return null;let d=u=>N(e,u),m=o[a].event,h=m.type==="vote_failed"?go(n,o,a,d):m.type==="reveal_refused"?n.t("round-log-reveal-refused",{actor:d(m.player_id)}):m.type==="reveal_expired"?n.t("round-log-reveal-expired",{actor:d(m.player_id)}):"";return i`<p class="notice recent" role="status">${h}</p>`}function yo(){C(()=>{let e=navigator,t=null,n=!1,o=()=>{!e.wakeLock||document.visibilityState!=="visible"||e.wakeLock.request("screen").then(a=>n?a.release():t=a).catch(()=>{})};return o(),document.addEventListener("visibilitychange",o),()=>{n=!0,document.removeEventListener("visibilitychange",o),t?.release().catch(()=>{})}},[])}function ae(e){let t=se(!1);C(()=>{e&&!t.current&&"vibrate"in navigator&&navigator.vibrate(200),t.current=e},[e])}function Tt({view:e,ids:t}){let n=w();return t.length===0?null:i`<p class="muted">${n.t("round-waiting-for",{names:t.map(o=>N(e,o)).join(", ")})}</p>`}function bo({view:e,busy:t,act:n,skew:o}){let a=w(),s=e.round?.vote,r=!!B(e,"vote");if(ae(r),!s)return null;let l=N(e,s.suspect_id);return i`<section class="card vote" aria-live="polite">
    ${s.accuser_id&&i`<p>${a.t("round-vote-title",{accuser:N(e,s.accuser_id),suspect:l})}</p>`}
    <h2>${a.t("round-vote-question",{suspect:l})}</h2>
    <${me} deadline=${s.deadline} skew=${o} />
    <${Tt} view=${e} ids=${s.waiting_for} />
    ${r&&i`<p class="notice">${a.t("round-your-vote-needed")}</p>
      <div class="choices two">
        <button type="button" class="primary danger" disabled=${t} onClick=${()=>n({type:"vote",yes:!0})}>${a.t("round-vote-yes")}</button>
        <button type="button" disabled=${t} onClick=${()=>n({type:"vote",yes:!1})}>${a.t("round-vote-no")}</button>
      </div>`}
    <h3>${a.t("round-ballots")} (${s.ballots.length}/${s.voters_total})</h3>
    <ul class="ballots">
      ${s.ballots.map(c=>i`<li>${N(e,c.player_id)}: <strong>${c.yes?a.t("round-voted-yes"):a.t("round-voted-no")}</strong></li>`)}
    </ul>
  </section>`}function $o({view:e}){let t=w(),n=e.round?.final_voting;return n?i`<section class="card">
    <h2>${t.t("round-final-voting")}</h2>
    <p>${t.t("round-final-explained")}</p>
    ${n.current_suspect_id&&i`<p>${t.t("round-final-now",{name:N(e,n.current_suspect_id)})}</p>`}
    ${n.next_suspect_ids.length>0&&i`<p class="muted">${t.t("round-final-next")}: ${n.next_suspect_ids.map(o=>N(e,o)).join(", ")}</p>`}
  </section>`:null}function vo({view:e,busy:t,act:n,skew:o}){let a=w(),s=e.round?.reveal_proposal,r=!!B(e,"answer_reveal_middle");if(ae(r),!s)return null;let l=s.agreed.map(c=>N(e,c));return i`<section class="card vote" aria-live="polite">
    <h2>${a.t("reveal-proposed",{name:N(e,s.proposed_by)})}</h2>
    <${me} deadline=${s.deadline} skew=${o} />
    <${Tt} view=${e} ids=${s.waiting_for} />
    ${l.length>0&&i`<p>${a.t("reveal-agreed")}: ${l.join(", ")}</p>`}
    ${r?i`<p class="notice">${a.t("reveal-your-answer")}</p>
          <div class="choices two">
            <button type="button" class="primary" disabled=${t} onClick=${()=>n({type:"answer_reveal_middle",agree:!0})}>${a.t("reveal-agree")}</button>
            <button type="button" disabled=${t} onClick=${()=>n({type:"answer_reveal_middle",agree:!1})}>${a.t("reveal-refuse")}</button>
          </div>`:i`<p class="muted">${a.t("reveal-waiting")}</p>`}
  </section>`}function wo({view:e,busy:t,act:n}){let o=w(),a=e.round?.team,s=B(e,"choose_first_captain"),r=B(e,"pick"),l=B(e,"refuse_pick");if(ae(!!(s||r)),!a)return null;let c=h=>N(e,h),p=e.me?.team_role,d=e.round?.phase,m=d==="team_questions"||d==="team_picking"?e.round?.turn_player_id:null;return i`<section class="card team" aria-live="polite">
    <h2>${o.t("team-title")}</h2>
    ${p&&i`<p><strong>${p==="captain"?o.t("team-you-captain"):o.t("team-you-agent")}</strong></p>`}
    <ul class="teams">
      ${(a.order??a.captains).map(h=>{let u=a.picks.filter($=>$.captain_id===h).map($=>c($.agent_id)),f=a.refused.includes(h);return i`<li>
          <strong>${o.t("team-captain",{name:c(h)})}</strong>${f?` (${o.t("team-refused-mark")})`:""}${`: ${u.length>0?u.join(", "):o.t("team-nobody-yet")}`}
        </li>`})}
    </ul>
    ${m&&i`<p><strong>${d==="team_picking"?o.t("team-now-picking",{name:c(m)}):o.t("team-now-asking",{name:c(m)})}</strong></p>`}
    ${a.unpicked_agents.length>0&&i`<p class="muted">${o.t("team-unpicked")}: ${a.unpicked_agents.map(c).join(", ")}</p>`}
    ${s&&i`<p class="notice">${o.t("team-choose-first")}</p>
      <div class="choices">${s.captains.map(h=>i`<button type="button" disabled=${t} onClick=${()=>n({type:"choose_first_captain",captain:h})}>${o.t("team-first-is",{name:c(h)})}</button>`)}</div>`}
    ${!s&&a.choosing_first_captain.length>0&&i`<p class="muted">${o.t("team-captains-choosing")}</p>`}
    ${r&&i`<p class="notice">${o.t("team-pick-whom")}</p>
      <div class="choices">${r.agents.map(h=>i`<button type="button" disabled=${t} onClick=${()=>n({type:"pick",agent:h})}>${o.t("team-pick",{name:c(h)})}</button>`)}</div>`}
    ${l&&i`<button type="button" class="quiet" disabled=${t} onClick=${()=>n({type:"refuse_pick"})}>${o.t("team-refuse")}</button>`}
  </section>`}function ko({view:e,busy:t,act:n}){let o=w(),[a,s]=y([]),r=!!B(e,"guess_team_locations"),l=e.round?.team?.guess_for??[];if(ae(r),C(()=>s([]),[e.round?.number]),e.round?.phase!=="team_spy_guess")return null;if(!r||l.length!==2)return i`<p class="notice" role="status">${o.t("team-spy-guessing",{name:N(e,e.round.turn_player_id)})}</p>`;let c=l[Math.min(a.length,1)],p=a.map(d=>oo(e,d));return i`<section class="card confirm" aria-live="polite">
    <h2>${o.t("team-guess-title")}</h2>
    ${p.map((d,m)=>i`<p>${o.t("team-guessed",{captain:N(e,l[m]),place:d})}</p>`)}
    ${a.length<2?i`<p class="notice">${o.t("team-guess-for",{captain:N(e,c)})}</p>`:i`<button type="button" class="primary danger" disabled=${t}
          onClick=${()=>n({type:"guess_team_locations",locations:a})}>${o.t("team-confirm-guess")}</button>`}
    ${a.length>0&&i`<button type="button" class="quiet" onClick=${()=>s([])}>${o.t("team-start-again")}</button>`}
  </section>
  ${a.length<2&&i`<${He} view=${e} onPick=${d=>s([...a,d])} />`}`}function To(e,t,n){let o=e.round,a=t.round;if(!o||!a||o.number!==a.number||o.phase!==a.phase||o.vote?.suspect_id!==a.vote?.suspect_id||o.vote?.accuser_id!==a.vote?.accuser_id)return!1;let s=t.me?.moves??[];switch(n.type){case"ask":return s.some(r=>r.type==="ask"&&r.targets.includes(n.target));case"accuse":return s.some(r=>r.type==="accuse"&&r.suspects.includes(n.suspect));default:return s.some(r=>r.type===n.type)}}var Gs=15e3,Ys=5;async function Hs(e,t,n){let o=e;for(let a=0;;a+=1)try{n(await Bn(o.code,t,o.version));return}catch(s){if(!(s instanceof X)||s.code!=="version_mismatch"||a===Ys)throw s;let r=await Gn(o.code,o.version);if(n(r),!To(e,r.view,t))throw s;o=r.view}}function xo({view:e,show:t,skew:n}){let o=w(),a=j(),[s,r]=y(null),[l,c]=y(null),[p,d]=y(null);yo();let m=e.round,h=e.game;if(C(()=>{r(null),c(null),d(null)},[m?.number,m?.phase]),C(()=>{if(!s&&!l&&!p)return;let b=setTimeout(()=>(r(null),c(null),d(null)),Gs);return()=>clearTimeout(b)},[s,l,p]),C(()=>{(l||p)&&document.querySelector(".round .confirm")?.scrollIntoView({block:"center"})},[l,p]),!m||!h)return null;let u=b=>a.run(()=>Hs(e,b,t)),f=B(e,"ask"),$=B(e,"accuse"),v=B(e,"guess"),_=B(e,"propose_reveal_middle"),k=B(e,"guess_team_locations"),S=m.phase==="playing"||m.phase==="team_questions"?m.turn_player_id:null,W=m.variant==="two_player"||m.variant==="three_player",z=b=>(e.me?.card_moves??[]).some(E=>E===b),x=$&&s!=="accuse"&&i`<button type="button" onClick=${()=>r("accuse")}>${o.t("round-accuse")}</button>`,R=v&&s!=="guess"&&i`<button type="button" onClick=${()=>r("guess")}>${o.t("round-guess")}</button>`,g=[z("accuse")&&x,z("guess")&&R].filter(Boolean);return i`<div class="round">
    <header class="round-head">
      <h1>${o.t("round-title",{n:m.number,total:h.rounds_total})}</h1>
      <${po} clock=${m.clock} skew=${n} />
    </header>
    <${kt} card=${m.my_card} showRoles=${e.settings.show_roles} spies=${(h.settings??e.settings).spies}>
      ${g.length>0?g:null}
    </${kt}>
    ${m.final_voting&&i`<${$o} view=${e} busy=${a.busy} act=${u} />`}
    <${_o} view=${e} skew=${n} />
    ${m.vote&&i`<${bo} view=${e} busy=${a.busy} act=${u} skew=${n} />`}
    ${m.reveal_proposal&&i`<${vo} view=${e} busy=${a.busy} act=${u} skew=${n} />`}
    ${m.team&&i`<${wo} view=${e} busy=${a.busy} act=${u} />`}
    ${m.phase==="team_spy_guess"&&i`<${ko} view=${e} busy=${a.busy} act=${u} />`}
    ${m.phase==="team_spy_guess"&&m.team?.guess_deadline&&i`<${me} deadline=${m.team.guess_deadline} skew=${n} />`}
    ${S&&!m.vote&&i`<section class="card turn" aria-live="polite">
      <p><strong>${S===e.me?.player_id?o.t("round-your-turn"):o.t("round-their-turn",{name:N(e,S)})}</strong></p>
      ${f&&i`<p class="muted">${o.t("round-ask-whom")}</p>
        <div class="choices">${f.targets.map(b=>i`<button type="button" disabled=${a.busy} onClick=${()=>u({type:"ask",target:b})}>${o.t("round-ask",{name:N(e,b)})}</button>`)}</div>`}
    </section>`}
    ${s==="accuse"&&$&&!p&&i`<section class="card" aria-label=${o.t("round-accuse")}>
      <p>${W?o.t("round-accuse-whom-small"):o.t("round-accuse-whom")}</p>
      <div class="choices">${$.suspects.map(b=>i`<button type="button" class="danger" disabled=${a.busy}
          onClick=${()=>W?d(b):u({type:"accuse",suspect:b})}>${o.t("round-accuse-one",{name:N(e,b)})}</button>`)}</div>
      <button type="button" class="quiet" onClick=${()=>r(null)}>${o.t("round-cancel")}</button>
    </section>`}
    ${p&&i`<section class="card confirm" role="alertdialog" aria-label=${o.t("round-accuse")}>
      <p>${o.t("round-accuse-confirm",{name:N(e,p)})}</p>
      <button type="button" class="primary danger" disabled=${a.busy} onClick=${()=>u({type:"accuse",suspect:p})}>${o.t("round-confirm")}</button>
      <button type="button" class="quiet" onClick=${()=>(d(null),r(null))}>${o.t("round-cancel")}</button>
    </section>`}
    ${l&&i`<section class="card confirm" role="alertdialog" aria-label=${o.t("round-guess")}>
      <p>${o.t("round-guess-confirm",{place:e.candidate_locations.find(b=>b.id===l)?.name??""})}</p>
      <button type="button" class="primary danger" disabled=${a.busy} onClick=${()=>u({type:"guess",location_id:l})}>${o.t("round-confirm")}</button>
      <button type="button" class="quiet" onClick=${()=>(c(null),r(null))}>${o.t("round-cancel")}</button>
    </section>`}
    <div class="actions">
      ${!z("accuse")&&x}
      ${!z("guess")&&R}
      ${_&&i`<button type="button" disabled=${a.busy} onClick=${()=>u({type:"propose_reveal_middle"})}>${o.t("reveal-propose")}</button>`}
    </div>
    <${M} problem=${a.problem} />
    ${s==="guess"&&!l&&i`<p class="notice">${o.t("round-guess-pick")} <button type="button" class="quiet small" onClick=${()=>r(null)}>${o.t("round-cancel")}</button></p>`}
    ${!k&&i`<${He} view=${e} onPick=${s==="guess"&&v?c:null} />`}
    <${fo} view=${e} />
    <${Ye} view=${e} />
    <${io} view=${e} show=${t} />
  </div>`}function Ve({code:e,session:t,setSession:n,embedded:o=!1,carrier:a=null}){let s=w(),[r,l]=y(null),[c,p]=y(s.lang),[d,m]=y(0),[h,u]=y("live"),[f,$]=y(null),[v,_]=y(null),k=se(null);C(()=>{if(!t)return;$(null);let x=s.lang,R=eo(e,{onView:g=>{m(Date.parse(g.now)-Date.now()),l(g),p(x)},onLink:u,onRefused:g=>{g.code==="unauthorized"&&n(null),$(g)}},a);return k.current=R,()=>R.stop()},[e,t?.token,a,a?null:s.lang]);let T=x=>k.current?.show(x.view,x.etag),S;if(f&&f.code!=="unauthorized")S=i`<${M} problem=${f} />`;else if(r&&r.table.closed&&!r.me)S=null;else if(!t||r&&!r.me&&!r.removed)S=i`<${So} code=${e} session=${t} setSession=${n} show=${T}
      problem=${v} setProblem=${_} />`;else if(!r)S=i`<p class="muted">${s.t("app-loading")}</p>`;else if(r.me)r.round&&r.round.phase!=="over"&&r.me.in_round?S=i`<${xo} view=${r} show=${T} skew=${d} />`:S=i`<${ro} view=${r} show=${T} skew=${d} />`;else{let x=r.removed?.reason==="kicked";S=i`<p class="notice" role="status">${x?s.t("lobby-removed"):s.t("lobby-left")}</p>
      ${!x&&!r.table.league&&!r.table.closed&&i`<${So} code=${e} session=${t} setSession=${n} show=${T}
        problem=${v} setProblem=${_} again=${!0} />`}`}let W=o?"section":"main",z=r&&!f&&t;return i`<${W} class="page room" data-version=${r?.version} data-lang=${z?c:void 0}>
    <header class="bar">
      ${!o&&i`<${L} to="/">${s.t("app-back")}</${L}>`}
      <span><span class="room-code-label">${s.t("lobby-code")}</span> <span class="room-code">${e}</span></span>
    </header>
    ${h==="reconnecting"&&i`<p class="banner" role="status">${s.t("app-reconnecting")}</p>`}
    ${r?.table.closed&&i`<p class="notice" role="status">${s.t("lobby-closed")}</p>`}
    ${r?.me&&i`<${lo} view=${r} />`}
    ${S}
  </${W}>`}function So({code:e,session:t,setSession:n,show:o,problem:a,setProblem:s,again:r=!1}){let l=w(),[c,p]=y(t?.user.display_name??""),d=j();return i`<form class="card" onSubmit=${h=>{h.preventDefault(),s(null),d.run(async()=>{let u=await J(c,t,n);try{let f=await qe(e,c);u===t&&o(f)}catch(f){s(f)}})}}>
    <h2>${r?l.t("lobby-join-again"):l.t("lobby-join-title")}</h2>
    <${te} value=${c} onInput=${p} />
    <button class="primary" type="submit" disabled=${d.busy||!c.trim()}>${l.t("lobby-join-as")}</button>
    <${M} problem=${a??d.problem} />
  </form>`}function Eo({session:e,setSession:t}){let n=w(),o=j(),[a,s]=y(""),[r,l]=y(""),[c,p]=y(e?.user.display_name??""),[d,m]=y("log_in"),h=e?.user.guest??!1,u=_=>{_.preventDefault(),o.run(async()=>{let k=h?await On({username:a,password:r,display_name:c||null}):d==="sign_up"?await Mn({username:a,password:r,display_name:c}):await Pn({username:a,password:r});t(k);let T=new URLSearchParams(location.search).get("next");Y(T&&T.startsWith("/")&&!T.startsWith("//")?T:"/")})},f=()=>o.run(async()=>{await Dn(),t(null)}),$=_=>k=>_(k.currentTarget.value),v=e&&!h;return i`<main class="page">
    <header class="bar"><${L} to="/">${n.t("app-back")}</${L}></header>
    <h1>${n.t("account-title")}</h1>
    ${e&&i`<p>${n.t("home-signed-in-as",{name:e.user.display_name})}${h?` (${n.t("home-guest")})`:""}</p>`}
    ${!v&&i`<form class="card" onSubmit=${u}>
      <h2>${h?n.t("account-make-account"):d==="sign_up"?n.t("account-sign-up"):n.t("account-log-in")}</h2>
      ${!h&&i`<div class="choices two" role="group">
        <button type="button" aria-pressed=${d==="log_in"} onClick=${()=>m("log_in")}>${n.t("account-log-in")}</button>
        <button type="button" aria-pressed=${d==="sign_up"} onClick=${()=>m("sign_up")}>${n.t("account-sign-up")}</button>
      </div>`}
      <label class="field">${n.t("account-username")}
        <input name="username" autocomplete="username" required value=${a} onInput=${$(s)} />
      </label>
      <label class="field">${n.t("account-password")}
        <input name="password" type="password" autocomplete=${d==="log_in"&&!h?"current-password":"new-password"}
          required value=${r} onInput=${$(l)} />
      </label>
      ${(h||d==="sign_up")&&i`<label class="field">${n.t("home-your-name")}
        <input name="display_name" autocomplete="nickname" maxlength="32" value=${c} onInput=${$(p)} />
      </label>`}
      <button class="primary" type="submit" disabled=${o.busy}>
        ${h?n.t("account-submit-make"):d==="sign_up"?n.t("account-submit-sign-up"):n.t("account-submit-log-in")}
      </button>
    </form>`}
    ${e&&i`<button type="button" class="quiet" disabled=${o.busy} onClick=${f}>${n.t("account-log-out")}</button>`}
    <${M} problem=${o.problem} />
  </main>`}function Co({session:e,setSession:t}){let n=w(),o=j(),[a,s]=y(null),[r,l]=y(""),[c]=y(()=>new URLSearchParams(location.search).get("claim")??""),[p,d]=y(c);C(()=>{c&&history.replaceState(history.state,"",location.pathname)},[]),C(()=>{e&&o.run(async()=>s(await Yn()))},[e?.token]);let m=e&&!e.user.guest,h=$=>{$.preventDefault(),o.run(async()=>Y(`/nights/${(await Hn(r)).code}`))},f=i`<form class="card" onSubmit=${$=>{$.preventDefault(),o.run(async()=>{let v=await Vn(p);t({token:v.token,user:v.user,expires_at:v.expires_at}),Y(`/nights/${v.night.code}`)})}}>
    <h2>${n.t("nights-claim-title")}</h2>
    <p class="muted">${c?n.t("nights-claim-from-slip"):n.t("nights-claim-hint")}</p>
    <label class="field">${n.t("nights-claim-code")}
      <input name="claim-code" autocapitalize="characters" autocomplete="off" spellcheck="false" maxlength="32" required
        value=${p} onInput=${$=>d($.currentTarget.value)} />
    </label>
    <button class=${c?"primary":""} type="submit" disabled=${o.busy||!p.trim()}>${n.t("nights-claim")}</button>
  </form>`;return i`<main class="page">
    <header class="bar"><${L} to="/">${n.t("app-back")}</${L}></header>
    <h1>${n.t("nights-title")}</h1>
    ${c&&f}
    ${a&&a.length>0&&i`<section class="card">
      <h2>${n.t("nights-mine")}</h2>
      <ul class="night-list">${a.map($=>i`<li><${L} to=${`/nights/${$.code}`}>${$.name}</${L}> <span class="muted">${$.season} · ${n.t("nights-status",{status:$.status})}</span></li>`)}</ul>
    </section>`}
    ${a&&a.length===0&&i`<p class="muted">${n.t("nights-none")}</p>`}
    <form class="card" onSubmit=${h}>
      <h2>${n.t("nights-join-title")}</h2>
      ${m?i`<label class="field">${n.t("nights-code")}
            <input name="night-code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
              maxlength="16" required value=${r} onInput=${$=>l($.currentTarget.value.toUpperCase())} />
          </label>
          <button class="primary" type="submit" disabled=${o.busy||!r.trim()}>${n.t("nights-join")}</button>`:i`<p class="muted">${n.t("nights-account-needed")} <${L} to="/account">${n.t("account-title")}</${L}></p>`}
    </form>
    ${!c&&f}
    <${M} problem=${o.problem} />
  </main>`}function Ro({code:e,session:t,setSession:n}){let o=w(),[a,s]=y(null),[r,l]=y("live"),[c,p]=y(null),[d,m]=y(null),[h,u]=y(0);C(()=>{if(!t)return;p(null);let v=to(e,{onView:s,onLink:l,onRefused:_=>{_.code==="unauthorized"&&n(null),p(_)}});return m(v.carrier),()=>v.stop()},[e,t?.token,h,o.lang]);let f=a?.my_table,$=i`<header class="bar">
    <${L} to="/nights">${o.t("nights-title")}</${L}>
    <span class="room-code">${e}</span>
  </header>`;if(!t||c){let v=!t||c?.code==="not_in_night";return i`<main class="page">${$}
      ${v?i`<${Ks} code=${e} session=${t} setSession=${n}
            onDone=${()=>u(h+1)} />`:i`<${M} problem=${c} /><${L} to="/nights">${o.t("nights-join-title")}</${L}>`}
    </main>`}return i`<main>
    <div class="page night">
      ${$}
      ${r==="reconnecting"&&!f&&i`<p class="banner" role="status">${o.t("app-reconnecting")}</p>`}
      ${a?i`<section class="card" aria-live="polite">
            <h1>${a.name}</h1>
            <p class="muted">${a.season}</p>
            <p>${o.t("nights-status",{status:a.status})} · ${o.t("nights-playing-as",{name:a.me.display_name})}</p>
            ${a.announcement&&i`<p class="banner announcement">${a.announcement}</p>`}
            ${a.next_seating_at&&!f&&i`<p class="muted">${o.t("nights-next-seating",{time:Vs(a.next_seating_at,o.lang)})}</p>`}
            ${a.me.withdrawn&&i`<p class="notice">${o.t("nights-withdrawn")}</p>`}
            ${!a.me.withdrawn&&a.status!=="finished"&&!a.me.checked_in&&i`<${Js} code=${e} onDone=${s} />`}
            ${a.me.sitting_out&&i`<p class="notice" role="status">${o.t("nights-sitting-out",{round:a.current_round??1})}</p>`}
            ${f?i`<p><strong>${o.t("nights-my-table",{table:f.table,round:f.round})}</strong></p>
                  <p class="muted">${f.players.map(v=>v.display_name).join(", ")}</p>`:a.status!=="finished"&&a.me.checked_in&&!a.me.sitting_out&&!a.me.withdrawn&&i`<p class="notice" role="status">${o.t("nights-wait-seating")}</p>`}
          </section>`:i`<p class="muted">${o.t("app-loading")}</p>`}
      ${a&&i`<${Zs} code=${e} version=${a.version} />`}
    </div>
    ${f&&i`<${Ve} key=${f.room_code} code=${f.room_code} session=${t} setSession=${n}
      carrier=${d} embedded />`}
  </main>`}function Vs(e,t){return new Intl.DateTimeFormat(t,{hour:"2-digit",minute:"2-digit"}).format(new Date(e))}function Ks({code:e,session:t,setSession:n,onDone:o}){let a=w(),s=j(),[r,l]=y(t?.user.display_name??"");return i`<form class="card" onSubmit=${p=>{p.preventDefault(),s.run(async()=>{await J(r,t,n),await $t(e),o()})}}>
    <h1>${a.t("nights-door-title")}</h1>
    <p>${a.t("nights-check-in-hint")}</p>
    ${!t&&i`<${te} value=${r} onInput=${l} />`}
    <button class="primary" type="submit" disabled=${s.busy||!t&&!r.trim()}>${a.t("nights-check-in")}</button>
    <${M} problem=${s.problem} />
    ${(!t||t.user.guest)&&i`<p class="muted">${a.t("nights-have-account")} <${L} to=${`/account?next=${encodeURIComponent(`/nights/${e}`)}`}>${a.t("nights-sign-in")}</${L}></p>`}
  </form>`}function Js({code:e,onDone:t}){let n=w(),o=j();return i`<div>
    <p>${n.t("nights-check-in-hint")}</p>
    <button class="primary" type="button" disabled=${o.busy}
      onClick=${()=>o.run(async()=>t(await $t(e)))}>${n.t("nights-check-in")}</button>
    <${M} problem=${o.problem} />
  </div>`}function Zs({code:e,version:t}){let n=w(),o=j(),[a,s]=y(!1),[r,l]=y(null);return C(()=>{a&&o.run(async()=>l(await Kn(e)))},[e,t,a]),i`<details class="card" onToggle=${c=>s(c.currentTarget.open)}>
    <summary>${n.t("nights-standings")}</summary>
    <${M} problem=${o.problem} />
    <ol class="standings">
      ${(r?.standings??[]).map(c=>i`<li value=${c.rank} class=${c.me?"me":""}>${c.display_name}: ${n.t("lobby-points",{n:c.points})} · ${n.t("nights-rounds-played",{n:c.rounds_played})}${c.me?` (${n.t("lobby-you")})`:""}</li>`)}
    </ol>
  </details>`}var xt=8,Lo=100,Qs=e=>e.map(t=>t.roles.length?`${t.name}: ${t.roles.join(", ")}`:t.name).join(`
`);function Xs(e,t,n){let o=t.split(`
`).map(s=>s.trim()).filter(Boolean).map(s=>{let[r,l=""]=s.split(/:(.*)/s);return{name:r.trim(),roles:l.split(",").map(c=>c.trim()).filter(Boolean)}});return e.trim()?o.length<xt||o.length>Lo?{wrong:"list-wrong-count"}:new Set(o.map(s=>s.name.toLowerCase())).size!==o.length?{wrong:"list-wrong-twice"}:{draft:{name:e.trim(),language:n,locations:o}}:{wrong:"list-wrong-name"}}function Ke({current:e,busy:t,onSave:n,onCancel:o}){let a=w(),[s,r]=y(e?.name??""),[l,c]=y(e?Qs(e.locations):""),[p,d]=y(null),m=l.split(`
`).filter(u=>u.trim()).length;return i`<form class="list-editor" onSubmit=${u=>{u.preventDefault();let f=Xs(s,l,e?.language??a.lang);if("wrong"in f)return d(f.wrong);d(null),n(f.draft)}}>
    <label class="field">${a.t("list-name")}
      <input name="list_name" maxlength="32" required value=${s}
        onInput=${u=>r(u.currentTarget.value)} />
    </label>
    <label class="field">${a.t("list-locations")}
      <textarea name="locations" rows="12" value=${l}
        onInput=${u=>c(u.currentTarget.value)}></textarea>
    </label>
    <p class="muted">${a.t("list-locations-hint",{min:xt})} ${a.t("list-count",{count:m})}</p>
    ${p&&i`<p class="error" role="alert">${a.t(p,{min:xt,max:Lo})}</p>`}
    <div class="actions">
      <button class="primary" type="submit" disabled=${t}>${a.t("list-save")}</button>
      ${o&&i`<button type="button" onClick=${o}>${a.t("list-cancel")}</button>`}
    </div>
  </form>`}function No({session:e,setSession:t}){let n=w(),o=j(),[a,s]=y(null),[r,l]=y(!1),[c,p]=y(e?.user.display_name??""),[d,m]=y("");C(()=>{e&&o.run(async()=>s((await Fe()).packs))},[e?.token]);let h=f=>o.run(async()=>{await J(c,e,t),Y(`/lists/${(await Fn(f)).share_code}`)}),u=f=>{f.preventDefault(),Y(`/lists/${d.replace(/[\s-]/g,"").toUpperCase()}`)};return i`<main class="page lists">
    <header class="bar"><${L} to="/">${n.t("app-back")}</${L}></header>
    <h1>${n.t("lists-title")}</h1>
    <p class="muted">${n.t("lists-intro")}</p>
    ${!e&&i`<section class="card"><${te} value=${c} onInput=${p} /></section>`}
    ${e&&i`<section class="card">
      <h2>${n.t("lists-mine")}</h2>
      ${a?.length===0&&i`<p class="muted">${n.t("lists-none")}</p>`}
      <ul class="my-lists">
        ${(a??[]).map(f=>i`<li>
            <${L} to=${`/lists/${f.share_code}`}>${f.name}</${L}>
            <span class="muted"> ${n.t("list-count",{count:f.location_count})}, ${f.made_by_me?n.t("lists-yours"):n.t("lists-added")}</span>
          </li>`)}
      </ul>
    </section>`}
    <section class="card">
      <h2>${n.t("lists-new")}</h2>
      ${r?i`<${Ke} busy=${o.busy||!e&&!c.trim()} onSave=${h} onCancel=${()=>l(!1)} />`:i`<button type="button" onClick=${()=>l(!0)}>${n.t("lists-new")}</button>`}
    </section>
    <form class="card" onSubmit=${u}>
      <h2>${n.t("lists-add-title")}</h2>
      <label class="field">${n.t("lists-add-code")}
        <input name="list_code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
          maxlength="8" required value=${d}
          onInput=${f=>m(f.currentTarget.value.toUpperCase())} />
      </label>
      <button class="primary" type="submit" disabled=${!d.trim()}>${n.t("lists-add")}</button>
    </form>
    <${M} problem=${o.problem} />
  </main>`}function Ao({code:e,session:t,setSession:n}){let o=w(),a=j(),[s,r]=y(null),[l,c]=y(!1),[p,d]=y(t?.user.display_name??"");C(()=>{t&&a.run(async()=>r(await ve(e)))},[e,t?.token]);let m=$=>{$.preventDefault(),a.run(async()=>{await J(p,t,n),r(await ve(e))})},h=$=>a.run(async()=>{s&&(r(await Wn(s.id,$)),c(!1))}),u=()=>a.run(async()=>{if(!s)return;let{view:$}=await We({pack_ids:[s.id]});Y(`/r/${$.code}`)}),f=i`<header class="bar"><${L} to="/lists">${o.t("lists-title")}</${L}></header>`;return t?s?i`<main class="page list" data-version=${s.version}>${f}
    <h1>${s.name}</h1>
    <p class="muted">${s.made_by_me?o.t("list-by-you"):o.t("list-added")}</p>
    ${l?i`<section class="card"><${Ke} current=${s} busy=${a.busy} onSave=${h} onCancel=${()=>c(!1)} /></section>`:i`<section class="card">
          <h2>${o.t("list-count",{count:s.locations.length})}</h2>
          <ul class="list-locations">
            ${s.locations.map($=>i`<li><span class="location-name">${$.name}</span>${$.roles.length>0&&i`<span class="muted">: ${$.roles.join(", ")}</span>`}</li>`)}
          </ul>
          ${s.made_by_me&&i`<button type="button" onClick=${()=>c(!0)}>${o.t("list-edit")}</button>`}
        </section>`}
    <${ea} list=${s} />
    <div class="actions">
      <button class="primary" type="button" disabled=${a.busy} onClick=${u}>${o.t("list-play")}</button>
    </div>
    <${M} problem=${a.problem} />
  </main>`:i`<main class="page list">${f}
      ${a.problem?i`<${M} problem=${a.problem} />`:i`<p class="muted">${o.t("app-loading")}</p>`}
    </main>`:i`<main class="page list">${f}
      <form class="card" onSubmit=${m}>
        <h1>${o.t("list-open-title")}</h1>
        <${te} value=${p} onInput=${d} />
        <button class="primary" type="submit" disabled=${a.busy||!p.trim()}>${o.t("list-open")}</button>
      </form>
      <${M} problem=${a.problem} />
    </main>`}function ea({list:e}){let t=w(),[n,o]=y(!1),a=async()=>{try{await navigator.clipboard.writeText(e.share_url)}catch{document.querySelector(".share-link input")?.select(),document.execCommand("copy")}o(!0)};return i`<section class="card share">
    <h2>${t.t("list-share-title")}</h2>
    <p>${t.t("list-share")}</p>
    <p class="join-code"><span class="muted">${t.t("list-code")}</span> <strong class="share-code">${e.share_code}</strong></p>
    <label class="field share-link">${t.t("list-link")}
      <input type="text" readonly value=${e.share_url} onFocus=${s=>s.currentTarget.select()} />
    </label>
    <div class="actions">
      <button type="button" onClick=${a}>${n?t.t("list-copied"):t.t("list-copy")}</button>
    </div>
    <img class="qr" src=${`/lists/${e.share_code}/qr.svg`} alt=${t.t("list-qr-alt",{code:e.share_code})} width="180" height="180" />
  </section>`}var Io=["/","/r/{code}","/nights","/nights/{code}","/account","/lists","/lists/{code}"];var na=e=>new RegExp(`^${e.replace("{code}","([A-Za-z0-9]{1,16})")}/?$`),oa=Io.map(e=>({page:e,re:na(e)}));function Po(e){for(let{page:t,re:n}of oa){let o=n.exec(e);if(o)return{page:t,code:(o[1]??"").toUpperCase()}}return{page:"/",code:""}}function Mo({messages:e,arriving:t}){let[n,o]=y(e),[a,s]=y(!1),r=se(0),[l,c]=y(le),[p,d]=y(location.pathname),m=n.lang;Nn(m);let h=T=>{let S=++r.current;T.then(W=>r.current===S&&(o(W),s(!1)),()=>r.current===S&&s(!0))};C(()=>{t&&h(t)},[]),C(()=>{let T=()=>d(location.pathname);return addEventListener("popstate",T),()=>removeEventListener("popstate",T)},[]),C(()=>{document.documentElement.lang=m,document.title=n.t("app-title")},[m]);let f={session:l,setSession:T=>{Sn(T),c(T)}},{page:$,code:v}=Po(p),k={"/r/{code}":()=>i`<${Ve} key=${v} code=${v} ...${f} />`,"/nights/{code}":()=>i`<${Ro} key=${v} code=${v} ...${f} />`,"/nights":()=>i`<${Co} ...${f} />`,"/account":()=>i`<${Eo} ...${f} />`,"/lists":()=>i`<${No} ...${f} />`,"/lists/{code}":()=>i`<${Ao} key=${v} code=${v} ...${f} />`}[$]?.()??i`<${Qn} ...${f} />`;return i`<${Oe.Provider} value=${n}>
    ${k}
    <footer class="page footer">
      <label>
        ${n.t("app-language")}
        <select
          value=${m}
          onChange=${T=>{let S=T.currentTarget.value;h(Me(S).then(W=>(Tn(S),W)))}}
        >
          ${Object.entries(ft).map(([T,S])=>i`<option value=${T} lang=${T}>${S}</option>`)}
        </select>
      </label>
      ${a&&i`<p class="error" role="alert">${n.t("app-language-unavailable")}</p>`}
    </footer>
  </${Oe.Provider}>`}var sa=3e3,St=document.getElementById("app");if(St){let e=Me(kn()).catch(()=>$e),t=new Promise(n=>setTimeout(()=>n(null),sa));Promise.race([e,t]).then(n=>{St.textContent="",Ut(i`<${Mo} messages=${n??$e} arriving=${n?null:e} />`,St)})}"serviceWorker"in navigator&&navigator.serviceWorker.register("/sw.js").catch(()=>{});
