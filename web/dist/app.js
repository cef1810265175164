var L,kt,Eo,X,Ge,xe,Tt,we,xt,Ke,Ye,Et,he=Symbol.for("pv"),Ee={},Se=[],So=/^m(i|n|o|s|text|space)$/,Je=Array.isArray,Ze=Se.slice,ae=Object.assign;function se(e){e&&e.parentNode&&e.remove()}function St(e,t,n){var o,a,s,r={},l=arguments.length;for(s in t)s=="key"?o=t[s]:s=="ref"&&typeof e!="function"?a=t[s]:r[s]=t[s];return l>2&&(r.children=l>3?Ze.call(arguments,2):n),me(e,r,o,a,null)}function me(e,t,n,o,a){var s={type:e,props:t,key:n,ref:o,__k:null,__:null,__b:0,__e:null,__c:null,constructor:he,__v:a||++kt,__i:-1,__u:0};return!a&&L.vnode&&L.vnode(s),s}function Ce(e){return e.children}function ke(e,t){this.props=e,this.context=t,this.__g=0}function ee(e,t){if(t==null)return e.__&&ee(e.__,e.__i+1);for(var n;t<e.__k.length;t++)if((n=e.__k[t])&&n.__e)return n.__e;return typeof e.type!="function"||e.props.__P?null:ee(e)}function Co(e){var t,n=e.__v,o=n.__e,a=[],s=[],r=e.__P;r&&((t=ae({constructor:he},n)).__v=n.__v+1,L.vnode&&L.vnode(t),Qe(r,t,n,e.__n,r.namespaceURI,32&n.__u?[o]:null,a,o||ee(n),32&n.__u,s),t.__v=n.__v,t.__.__k[t.__i]=t,Lt(a,t,s),n.__=n.__e=null,t.__e!=o&&Ct(t))}function Ct(e){if((e=e.__)&&e.__c&&!e.props.__P)return e.__e=null,e.__k.some(function(t){return t&&(e.__e=t.__e)}),Ct(e)}function Ve(e){(8&e.__g||(e.__g|=8,X.push(e),xe++))&&Ge==L.debounceRendering||((Ge=L.debounceRendering)||queueMicrotask)(Rt)}function Rt(){try{for(var e,t=1;X.length;)X.length>t&&X.sort(Tt),e=X.shift(),t=X.length,8&e.__g&&Co(e)}finally{(xe=X.length)&&(Ge||queueMicrotask)(Rt)}}function Nt(e,t,n,o,a,s,r,l,c,p,u){var h,f,d,m,y,b,S=o.__k||Se,k=t.length;for(c=Ro(n,t,S,c,k),h=0;h<k;h++)(d=n.__k[h])!=null&&(f=~d.__i&&S[d.__i]||Ee,d.__i=h,b=Qe(e,d,f,a,s,r,l,c,p,u),m=d.__e,(f.ref!=d.ref||8&f.__u)&&(f.ref&&Xe(f.ref,null,d,f),d.ref&&u.push(d.ref,d.__c||m,d)),y=y||m,4&d.__u?(c=At(d,c,e,!f.__v),f.__e&&(f.__e=null)):typeof d.type=="function"&&b!==void 0?c=b:m&&(c=m.nextSibling),d.__u&=-21);return n.__e=y,c}function Ro(e,t,n,o,a){var s,r,l,c,p,u,h,f,d,m=n.length,y=m,b=0,S=0,k=e.__k=Array(a);for(s=0;s<a;s++)(r=t[s])!=null&&typeof r!="boolean"&&typeof r!="function"?(typeof r!="object"||r.constructor===String?r=k[s]=me(null,r):Je(r)?r=k[s]=me(Ce,{children:r}):r.constructor===he&&r.__b?r=k[s]=me(r.type,r.props,r.key,r.ref,r.__v):k[s]=r,c=s+b,r.__=e,r.__b=e.__b+1,l=null,~(p=r.__i=No(r,n,c,y))&&(y--,(l=n[p])&&(l.__u|=2)),l&&l.__v?(r.__u|=16,p==c-1?b--:p==c+1?b++:p!=c&&(p>c?b--:b++,S=1)):(~p||(a>m?b--:a<m&&b++),typeof r.type!="function"&&(r.__u|=4))):k[s]=null;if(S){for(u=[],h=[],s=0;s<a;s++)if((r=k[s])&&16&r.__u){for(b=0,f=u.length;b<f;)u[d=b+f>>1]<r.__i?b=d+1:f=d;u[b]=r.__i,h[s]=b+1}for(b=u.length;s--;)h[s]&&(h[s]==b?b--:k[s].__u|=4)}if(y)for(s=0;s<m;s++)!(l=n[s])||2&l.__u||(l.__e==o&&(o=ee(l)),et(l,l));return o}function At(e,t,n,o){var a,s,r,l;if(typeof e.type=="function"){if(e.props.__P)return t;if(a=e.__k)for(s=0;s<a.length;s++)a[s]&&(a[s].__=e,t=At(a[s],t,n,!1));return t}for(t&&!t.parentNode&&(t=ee(e))&&!t.parentNode&&(t=null),r=e.__e,l=t;l&&l.nodeType==8;)l=l.nextSibling;for(r!=l&&(!o&&n.moveBefore&&r.parentNode?n.moveBefore(r,t):n.insertBefore(r,t||null)),t=r;(t=t&&t.nextSibling)&&t.nodeType==8&&!t.data.startsWith("$s"););return t}function No(e,t,n,o){var a,s=e.key,r=e.type,l=t[n],c=l&&!(2&l.__u);if(l===null&&s==null||c&&s==l.key&&r==l.type)return n;if(o>(c?1:0)){for(a=n-1;a>=0;a--)if((l=t[a])&&!(2&l.__u)&&s==l.key&&r==l.type)return a;for(a=n+1;a<t.length;a++)if((l=t[a])&&!(2&l.__u)&&s==l.key&&r==l.type)return a}return-1}function wt(e,t,n){n==null&&(n=""),t[0]=="-"?e.setProperty(t,n):e[t]=n}function ve(e,t,n,o,a){var s,r;if(t=="style")if(typeof n=="string")e.style.cssText=n;else{if(typeof o=="string"&&(e.style.cssText=o=""),o)for(t in o)n&&t in n||wt(e.style,t);if(n)for(t in n)o&&n[t]==o[t]||wt(e.style,t,n[t])}else if(t[0]=="o"&&t[1]=="n")typeof n!="function"&&(n=null),typeof o!="function"&&(o=null),(e.__e||(e.__e={}))[t]=n,n&&o||(r=Ye[t]||(Ye[t]=Ao(t)),(e.__a||(e.__a={}))[t]=Ke,s=t!=(t=t.replace(xt,"$1")),(t=t.slice(2))[0]<"a"&&(t=t.toLowerCase()),n?e.addEventListener(t,r,s):e.removeEventListener(t,r,s));else{if(a=="http://www.w3.org/2000/svg")t=t.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if(t!="width"&&t!="height"&&t!="href"&&t!="list"&&t!="form"&&t!="tabIndex"&&t!="download"&&t!="rowSpan"&&t!="colSpan"&&t!="role"&&t!="popover"&&t in e)try{return void(e[t]=n??"")}catch{}if(typeof n=="function")return;n==null||n===!1&&t[4]!="-"?e.removeAttribute(t):e.setAttribute(t,t=="popover"&&n==1?"":n)}}function Ao(e){return function(t){var n=this.__e;if(n){if(n=n[e],t[we]==null)t[we]=Ke++;else if(t[we]<this.__a[e])return;return n(L.event?L.event(t):t)}}}function Qe(e,t,n,o,a,s,r,l,c,p){var u,h,f,d,m,y,b,S,k,x,T,W,q,w,R,g,_,E,A=t.type;if(t.constructor!==he)return null;128&n.__u&&(c=32&n.__u,u=n.__c.__z)&&(t.__u|=c,h=s=[],u.nodeType==8?l=Te(u,s):s.push(u),l=s[0]||l),(u=L.__b)&&u(t);e:if(typeof A=="function"){f=r.length;try{if(S=t.props,k=(u=A.prototype)&&u.render,x=(u=A.contextType)&&o[u.__c],T=u?x?x.props.value:u.__:o,(d=n.__c)?(t.__c=d,2&d.__g&&(d.__g|=1)):(k?t.__c=d=new A(S,T):(t.__c=d=new ke(S,T),d.constructor=A,d.render=Lo),x&&x.sub(d),d.state||(d.state={}),d.__n=o,d.__g|=8,d.__h=[],d.__k=[]),k&&(d.__s||(d.__s=d.state),A.getDerivedStateFromProps&&(d.__s==d.state&&(d.__s=ae({},d.__s)),ae(d.__s,A.getDerivedStateFromProps(S,d.__s)))),m=d.props,y=d.state,d.__v=t,n.__c){if(S!==m&&k&&!A.getDerivedStateFromProps&&d.componentWillReceiveProps&&d.componentWillReceiveProps(S,T),t.__v==n.__v&&!(8&d.__g)||!(4&d.__g)&&d.shouldComponentUpdate&&d.shouldComponentUpdate(S,d.__s,T)===!1){t.__v!=n.__v&&(d.props=S,d.state=d.__s,d.__g&=-9),t.__e=n.__e,t.__k=n.__k,t.__k.some(function(P){P&&(P.__=t)}),Se.push.apply(d.__h,d.__k),d.__k=[],d.__h.length&&r.push(d),l=ee(n);break e}d.componentWillUpdate&&d.componentWillUpdate(S,d.__s,T),k&&d.componentDidUpdate&&d.__h.push(function(){d.componentDidUpdate(m,y,b)})}else k&&!A.getDerivedStateFromProps&&d.componentWillMount&&d.componentWillMount(),k&&d.componentDidMount&&d.__h.push(d.componentDidMount);d.context=T,d.props=S,d.__P=e,d.__g&=-5,W=L.__r,q=k?25:0;do d.__g&=-9,W&&W(t),u=d.render(d.props,d.state=d.__s,d.context);while(8&d.__g&&++q<25);k&&(Se.push.apply(d.__h,d.__k),d.__k=[]),d.state=d.__s,d.getChildContext&&(o=ae({},o,d.getChildContext())),k&&n.__c&&d.getSnapshotBeforeUpdate&&(b=d.getSnapshotBeforeUpdate(m,y)),w=u&&u.type===Ce&&u.key==null?u.props.children:u,S.__P&&(u=l,a=(e=S.__P).namespaceURI,c=s=null,n.props&&n.props.__P!=e&&(n.__k.some(function(P){P&&et(P,P)}),n.__k=null),l=n.__k?ee(n,0):null),l=Nt(e,Je(w)?w:[w],t,n,o,a,s,r,l,c,p),S.__P&&(t.__e=null,l=u),t.__u&=-161,h&&h.some(se),d.__h.length&&r.push(d),1&d.__g&&(d.__g&=-4)}catch(P){if(r.length=f,t.__v=null,c||s)if(P&&P.then){if(t.__u|=128|c,s){for(~(_=s.indexOf(l||void 0))||(_=s.length);(E=s[_-1])&&E.nodeType==8;)_--;for(;_<s.length;_++)if(E=s[_])if(s[_]=null,R){if(E==g)break}else{if(E.nodeType!=8)break;E.data.startsWith("$s")&&(g=Te(R=E))}}if(!R){for(;l&&l.nodeType==8&&l.nextSibling;)l=l.nextSibling;R=l}(u=Te(R=t.__c.__z||(t.__c.__z=R)))?(t.__e=R,l=u):t.__e=l,l=l&&l.nextSibling}else s&&s.some(se);else t.__e=n.__e;t.__k||(t.__k=n.__k||[]),P&&P.then||Pt(t),L.__e(P,t,n)}}else l=t.__e=Po(n.__e,t,n,o,a,s,r,c,p,e);return(u=L.diffed)&&u(t),l}function Te(e,t){if(e&&e.nodeType==8&&e.data.startsWith("$s"))for(var n=1;e=e.nextSibling;){if(e.nodeType==8){if(e.data.startsWith("$s"))n++;else if(e.data.startsWith("/$s")&&!--n)return e}t&&t.push(e)}}function Pt(e){e&&(e.__c&&(e.__c.__g|=4),e.__k&&e.__k.some(Pt))}function Lt(e,t,n){for(var o=0;o<n.length;)Xe(n[o++],n[o++],n[o++]);L.__c&&L.__c(t,e),e.some(function(a){try{e=a.__h,a.__h=[],e.some(function(s){s.call(a)})}catch(s){L.__e(s,a.__v)}})}function Po(e,t,n,o,a,s,r,l,c,p){var u,h,f,d,m,y,b,S,k=n.props||Ee,x=t.props,T=t.type;if(T=="svg"?a="http://www.w3.org/2000/svg":T=="math"?a="http://www.w3.org/1998/Math/MathML":a||(a="http://www.w3.org/1999/xhtml"),s){for(u=0;u<s.length;u++)if((m=s[u])&&(T?m.localName==T:m.nodeType==3)){e=m,s[u]=null;break}}if(!e){if(S=p.ownerDocument||document,!T)return S.createTextNode(x);e=S.createElementNS(a,T,x.is?x:p),l&&(L.__m&&L.__m(t,s),l=!1),s=null}if(T){if(p=T=="template"&&e.content||e,s=T=="textarea"&&x.defaultValue!=null?null:s&&Ze.call(p.childNodes),!l&&s)for(k={},u=0;u<e.attributes.length;u++)k[(m=e.attributes[u]).name]=m.value;for(u in k)m=k[u],u=="dangerouslySetInnerHTML"?f=m:u=="children"||u in x||u=="value"&&"defaultValue"in x||u=="checked"&&"defaultChecked"in x||ve(e,u,null,m,a);for(u in x)m=x[u],u=="children"?d=m:u=="dangerouslySetInnerHTML"?h=m:u=="value"?y=m:u=="checked"?b=m:l&&typeof m!="function"||k[u]===m||ve(e,u,m,k[u],a);h?(l||f&&(h.__html==f.__html||h.__html==e.innerHTML)||(e.innerHTML=h.__html),t.__k=[]):(f&&(e.textContent=""),(T=="foreignObject"||a=="http://www.w3.org/1998/Math/MathML"&&So.test(T))&&(a="http://www.w3.org/1999/xhtml"),Nt(p,Je(d)?d:[d],t,n,o,a,s,r,s?s[0]:n.__k&&ee(n,0),l,c),s&&s.some(se)),l&&T!="textarea"||(u="value",T=="progress"&&y==null?e.removeAttribute(u):y==null||y===e[u]&&(T!="progress"||y)||ve(e,u,y,k[u],a),u="checked",b!=null&&b!=e[u]&&ve(e,u,b,k[u],a))}else k===x||l&&e.data==x||(e.data=x);return e}function Xe(e,t,n,o){try{typeof e=="function"?t?t.__x=e(t)||1:o&&(o=o.__c||o.__e)&&(t=o.__x)&&(o.__x=null,typeof t=="function"?t():e(null)):e.current=t}catch(a){L.__e(a,n)}}function et(e,t,n){var o,a,s,r;if(L.unmount&&L.unmount(e),!(o=e.ref)||o.current&&o.current!=e.__e||Xe(o,null,t,e),o=e.__c){if(o.componentWillUnmount)try{o.componentWillUnmount()}catch(l){L.__e(l,t)}o.__P=o.__n=null}if(o=e.__k)for(r=0;r<o.length;r++)o[r]&&et(o[r],t,typeof e.type!="function"||n&&!e.props.__P);!n&&(o=e.__c)&&(o=o.__z)&&(a=Te(o,s=[]))&&(o==e.__e&&s.some(se),se(a),se(o)),n||se(e.__e),e.__e=e.__c=e.__=null}function Lo(e,t,n){return this.constructor(e,n)}function Mt(e,t){var n,o,a,s;L.__&&L.__(e,t),t.nodeType==9&&(t=t.documentElement),o=(n=e&&32&e.__u)?null:t.__k,t.__k=me(Ce,{children:[e]}),a=[],s=[],Qe(t,t.__k,o||Ee,Ee,t.namespaceURI,o?null:t.firstChild?Ze.call(t.childNodes):null,a,o?o.__e:t.firstChild,n,s),Lt(a,t.__k,s),t.__k.props.children=null}function It(e){function t(n){var o,a;return this.getChildContext||(o=new Set,(a={})[t.__c]=this,this.getChildContext=function(){return a},this.shouldComponentUpdate=function(s){this.props.value!=s.value&&o.forEach(function(r){r.__g|=4,Ve(r)})},this.sub=function(s){o.add(s);var r=s.componentWillUnmount;s.componentWillUnmount=function(){o.delete(s),r&&r.call(s)}}),n.children}return t.__c="__cC"+Et++,t.__=e,t.Provider=(t.Consumer=function(n,o){return n.children(o)}).contextType=t,t}L={__e:function(e,t,n,o){for(var a,s,r;t=t.__;)if((a=t.__c)&&!(1&a.__g)){a.__g|=4;try{if((r=(s=a.constructor)&&s.getDerivedStateFromError)&&a.setState(s.getDerivedStateFromError(e)),a.componentDidCatch&&(a.componentDidCatch(e,o||{}),r=1),r&&8&a.__g)return void(a.__g|=2)}catch(l){e=l}}throw xe=0,e}},kt=0,Eo=function(e){return e!=null&&e.constructor===he},ke.prototype.setState=function(e,t){var n=this.__s;n&&n!=this.state||(n=this.__s=ae({},this.state)),typeof e=="function"&&(e=e(ae({},n),this.props)),e&&(ae(n,e),this.__v&&(t&&this.__k.push(t),Ve(this)))},ke.prototype.forceUpdate=function(e){this.__v&&(this.__g|=4,e&&this.__h.push(e),Ve(this))},ke.prototype.render=Ce,X=[],xe=0,Tt=function(e,t){return e.__v.__b-t.__v.__b},we=Symbol(),xt=/(PointerCapture)$|Capture$/i,Ke=0,Ye={},Et=0;var Dt=function(e,t,n,o){var a;t[0]=0;for(var s=1;s<t.length;s++){var r=t[s++],l=t[s]?(t[0]|=r?1:2,n[t[s++]]):t[++s];r===3?o[0]=l:r===4?o[1]=Object.assign(o[1]||{},l):r===5?(o[1]=o[1]||{})[t[++s]]=l:r===6?o[1][t[++s]]+=l+"":r?(a=e.apply(l,Dt(e,l,n,["",null])),o.push(a),l[0]?t[0]|=2:(t[s-2]=0,t[s]=a)):o.push(l)}return o},Ot=new Map;function jt(e){var t=Ot.get(this);return t||(t=new Map,Ot.set(this,t)),(t=Dt(this,t.get(e)||(t.set(e,t=(function(n){for(var o,a,s=1,r="",l="",c=[0],p=function(f){s===1&&(f||(r=r.replace(/^\s*\n\s*|\s*\n\s*$/g,"")))?c.push(0,f,r):s===3&&(f||r)?(c.push(3,f,r),s=2):s===2&&r==="..."&&f?c.push(4,f,0):s===2&&r&&!f?c.push(5,0,!0,r):s>=5&&((r||!f&&s===5)&&(c.push(s,0,r,a),s=6),f&&(c.push(s,f,0,a),s=6)),r=""},u=0;u<n.length;u++){u&&(s===1&&p(),p(u));for(var h=0;h<n[u].length;h++)o=n[u][h],s===1?o==="<"?(p(),c=[c],s=3):r+=o:s===4?r==="--"&&o===">"?(s=1,r=""):r=o+r[0]:l?o===l?l="":r+=o:o==='"'||o==="'"?l=o:o===">"?(p(),s=1):s&&(o==="="?(s=5,a=r,r=""):o==="/"&&(s<5||n[u][h+1]===">")?(p(),s===3&&(c=c[0]),s=c,(c=c[0]).push(2,0,s),s=0):o===" "||o==="	"||o===`
`||o==="\r"?(p(),s=2):r+=o),s===3&&r==="!--"&&(s=4,c=c[0])}return p(),c})(e)),t),arguments,[])).length>1?t:t[0]}var i=jt.bind(St);var ie,j,tt,Ft,nt=Object.is,Re=0,Vt=[],ot=[],F=L,Ut=F.__b,Wt=F.__r,zt=F.diffed,qt=F.__c,Bt=F.unmount,Ht=F.__;function Ne(e,t){F.__h&&F.__h(j,e,Re||t),Re=0;var n=j.__H||(j.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function $(e){return Re=1,Mo(Zt,e)}function Mo(e,t,n){var o=Ne(ie++,2);if(o.t=e,!o.__c&&(o.__=[n?n(t):Zt(void 0,t),function(s){var r=(o.__N||o.__)[0],l=o.t(r,s);nt(r,l)||(o.__N=[l,o.__[1]],o.__c.setState({}))}],o.__c=j,!j.__f)){j.__f=!0;var a=j.shouldComponentUpdate;j.shouldComponentUpdate=function(s,r,l){var c=this.__H;if(!c)return!0;var p=!1,u=this.props!=s;if(c.__.some(function(f){f.__N&&(p=!0,nt(f.__[0],f.__N[0])||(u=!0))}),a){var h=a.call(this,s,r,l);return p?h||u:h}return!p||u}}return o.__}function C(e,t){var n=Ne(ie++,3);!F.__s&&Jt(n.__H,t)&&(n.__P=!0,n.__=e,n.u=t,j.__H.__h.push(n))}function te(e){return Re=5,Io(function(){return{current:e}},[])}function Io(e,t){var n=Ne(ie++,7);return Jt(n.__H,t)&&(n.__=e(),n.__H=t),n.__}function Kt(e){var t=j.context[e.__c],n=Ne(ie++,9);return n.c=e,t?(n.__==null&&(n.__=!0,t.sub(j)),t.props.value):e.__}function Oo(){var e;do{for(;e=ot.shift();)try{fe(e)}catch(n){F.__e(n,{__:(e=e.__P)&&e.__v})}for(;e=Vt.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(fe),t.__h.some(st),t.__h=[]}catch(n){t.__h=[],F.__e(n,e.__v)}}}while(ot.length)}F.__b=function(e){j=null,Ut&&Ut(e)},F.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),Ht&&Ht(e,t)},F.__r=function(e){Wt&&Wt(e),ie=0;var t=(j=e.__c).__H;t&&(tt==j?j.__h=[]:(t.__h.some(fe),t.__h.some(st),ie=0),t.__h=[],t.__.some(function(n){n.__N&&(n.__=n.__N),n.u=n.__N=void 0})),tt=j},F.diffed=function(e){zt&&zt(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&Yt(Vt.push(t)),t.__H.__.some(function(n){n.u&&(n.__H=n.u)})),tt=j=null},F.__c=function(e,t){t.some(function(n){try{n.__h.some(fe),n.__h=n.__h.filter(function(o){return!o.__||st(o)})}catch(o){n.__h=[function(){throw o}]}}),qt&&qt(e,t)},F.unmount=function(e){Bt&&Bt(e);var t,n,o=e.__c;o&&o.__H&&(o.__H.__.some(function(a){try{if(a.__P&&a.__c){if(n===void 0){for(n=e.__;n&&(!n.__c||!n.__c.__P);)n=n.__;n=n&&n.__c}a.__P=n,Yt(ot.push(a))}else fe(a)}catch(s){t=s}}),o.__H=void 0,t&&F.__e(t,o.__v))};var Gt=typeof requestAnimationFrame=="function";function Do(e){var t,n=function(){clearTimeout(o),Gt&&cancelAnimationFrame(t),setTimeout(e)},o=setTimeout(n,35);Gt&&(t=requestAnimationFrame(n))}function Yt(e){e!=1&&Ft==F.requestAnimationFrame||((Ft=F.requestAnimationFrame)||Do)(Oo)}function fe(e){var t=j,n=e.__c;typeof n=="function"&&(e.__c=void 0,n()),j=t}function st(e){var t=j;e.__c=e.__(),j=t}function Jt(e,t){return!e||e.length!=t.length||t.some(function(n,o){return!nt(n,e[o])})}function Zt(e,t){return typeof t=="function"?t(e):t}var K=class{constructor(t){this.value=t}valueOf(){return this.value}},M=class extends K{constructor(t="???"){super(t)}toString(t){return`{${this.value}}`}},H=class extends K{constructor(t,n={}){super(t),this.opts=n}toString(t){if(t)try{return t.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return this.value.toString(10)}},J=class e extends K{static supportsValue(t){if(typeof t=="number"||t instanceof Date)return!0;if(t instanceof K)return e.supportsValue(t.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(t instanceof n.Instant||t instanceof n.PlainDateTime||t instanceof n.PlainDate||t instanceof n.PlainMonthDay||t instanceof n.PlainTime||t instanceof n.PlainYearMonth)return!0}return!1}constructor(t,n={}){t instanceof e?(n={...t.opts,...n},t=t.value):t instanceof K&&(t=t.valueOf()),typeof t=="object"&&"calendarId"in t&&n.calendar===void 0&&(n={...n,calendar:t.calendarId}),super(t),this.opts=n}[Symbol.toPrimitive](t){return t==="string"?this.toString():this.toNumber()}toNumber(){let t=this.value;if(typeof t=="number")return t;if(t instanceof Date)return t.getTime();if("epochMilliseconds"in t)return t.epochMilliseconds;if("toZonedDateTime"in t)return t.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(t){if(t)try{return t.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var Qt=100,jo="⁨",Fo="⁩";function Uo(e,t,n){if(n===t||n instanceof H&&t instanceof H&&n.value===t.value)return!0;if(t instanceof H&&typeof n=="string"){let o=e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value);if(n===o)return!0}return!1}function Xt(e,t,n){return t[n]?le(e,t[n].value):(e.reportError(new RangeError("No default")),new M)}function at(e,t){let n=[],o=Object.create(null);for(let a of t)a.type==="narg"?o[a.name]=ge(e,a.value):n.push(ge(e,a));return{positional:n,named:o}}function ge(e,t){switch(t.type){case"str":return t.value;case"num":return new H(t.value,{minimumFractionDigits:t.precision});case"var":return Wo(e,t);case"mesg":return zo(e,t);case"term":return qo(e,t);case"func":return Bo(e,t);case"select":return Ho(e,t);default:return new M}}function Wo(e,{name:t}){let n;if(e.params)if(Object.prototype.hasOwnProperty.call(e.params,t))n=e.params[t];else return new M(`$${t}`);else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))n=e.args[t];else return e.reportError(new ReferenceError(`Unknown variable: $${t}`)),new M(`$${t}`);if(n instanceof K)return n;switch(typeof n){case"string":return n;case"number":return new H(n);case"object":if(J.supportsValue(n))return new J(n);default:return e.reportError(new TypeError(`Variable type not supported: $${t}, ${typeof n}`)),new M(`$${t}`)}}function zo(e,{name:t,attr:n}){let o=e.bundle._messages.get(t);if(!o)return e.reportError(new ReferenceError(`Unknown message: ${t}`)),new M(t);if(n){let a=o.attributes[n];return a?le(e,a):(e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new M(`${t}.${n}`))}return o.value?le(e,o.value):(e.reportError(new ReferenceError(`No value: ${t}`)),new M(t))}function qo(e,{name:t,attr:n,args:o}){let a=`-${t}`,s=e.bundle._terms.get(a);if(!s)return e.reportError(new ReferenceError(`Unknown term: ${a}`)),new M(a);if(n){let l=s.attributes[n];if(l){e.params=at(e,o).named;let c=le(e,l);return e.params=null,c}return e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new M(`${a}.${n}`)}e.params=at(e,o).named;let r=le(e,s.value);return e.params=null,r}function Bo(e,{name:t,args:n}){let o=e.bundle._functions[t];if(!o)return e.reportError(new ReferenceError(`Unknown function: ${t}()`)),new M(`${t}()`);if(typeof o!="function")return e.reportError(new TypeError(`Function ${t}() is not callable`)),new M(`${t}()`);try{let a=at(e,n);return o(a.positional,a.named)}catch(a){return e.reportError(a),new M(`${t}()`)}}function Ho(e,{selector:t,variants:n,star:o}){let a=ge(e,t);if(a instanceof M)return Xt(e,n,o);for(let s of n){let r=ge(e,s.key);if(Uo(e,a,r))return le(e,s.value)}return Xt(e,n,o)}function rt(e,t){if(e.dirty.has(t))return e.reportError(new RangeError("Cyclic reference")),new M;e.dirty.add(t);let n=[],o=e.bundle._useIsolating&&t.length>1;for(let a of t){if(typeof a=="string"){n.push(e.bundle._transform(a));continue}if(e.placeables++,e.placeables>Qt)throw e.dirty.delete(t),new RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${Qt}`);o&&n.push(jo),n.push(ge(e,a).toString(e)),o&&n.push(Fo)}return e.dirty.delete(t),n.join("")}function le(e,t){return typeof t=="string"?e.bundle._transform(t):rt(e,t)}var Ae=class{constructor(t,n,o){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=t,this.errors=n,this.args=o}reportError(t){if(!this.errors||!(t instanceof Error))throw t;this.errors.push(t)}memoizeIntlObject(t,n){let o=this.bundle._intls.get(t);o||(o={},this.bundle._intls.set(t,o));let a=JSON.stringify(n);return o[a]||(o[a]=new t(this.bundle.locales,n)),o[a]}};function it(e,t){let n=Object.create(null);for(let[o,a]of Object.entries(e))t.includes(o)&&(n[o]=a.valueOf());return n}var en=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function tn(e,t){let n=e[0];if(n instanceof M)return new M(`NUMBER(${n.valueOf()})`);if(n instanceof H)return new H(n.valueOf(),{...n.opts,...it(t,en)});if(n instanceof J)return new H(n.toNumber(),{...it(t,en)});throw new TypeError("Invalid argument to NUMBER")}var Go=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function nn(e,t){let n=e[0];if(n instanceof M)return new M(`DATETIME(${n.valueOf()})`);if(n instanceof J||n instanceof H)return new J(n,it(t,Go));throw new TypeError("Invalid argument to DATETIME")}var on=new Map;function sn(e){let t=Array.isArray(e)?e.join(" "):e,n=on.get(t);return n===void 0&&(n=new Map,on.set(t,n)),n}var _e=class{constructor(t,{functions:n,useIsolating:o=!0,transform:a=s=>s}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(t)?t:[t],this._functions={NUMBER:tn,DATETIME:nn,...n},this._useIsolating=o,this._transform=a,this._intls=sn(t)}hasMessage(t){return this._messages.has(t)}getMessage(t){return this._messages.get(t)}addResource(t,{allowOverrides:n=!1}={}){let o=[];for(let a=0;a<t.body.length;a++){let s=t.body[a];if(s.id.startsWith("-")){if(n===!1&&this._terms.has(s.id)){o.push(new Error(`Attempt to override an existing term: "${s.id}"`));continue}this._terms.set(s.id,s)}else{if(n===!1&&this._messages.has(s.id)){o.push(new Error(`Attempt to override an existing message: "${s.id}"`));continue}this._messages.set(s.id,s)}}return o}formatPattern(t,n=null,o=null){if(typeof t=="string")return this._transform(t);let a=new Ae(this,o,n);try{return rt(a,t).toString(a)}catch(s){if(a.errors&&s instanceof Error)return a.errors.push(s),new M().toString(a);throw s}}};var lt=/^(-?[a-zA-Z][\w-]*) *= */gm,an=/\.([a-zA-Z][\w-]*) *= */y,Yo=/\*?\[/y,ut=/(-?[0-9]+(?:\.([0-9]+))?)/y,Vo=/([a-zA-Z][\w-]*)/y,rn=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Ko=/^[A-Z][A-Z0-9_-]*$/,Pe=/([^{}\n\r]+)/y,Jo=/([^\\"\n\r]*)/y,ln=/\\([\\"])/y,un=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,Zo=/^\n+/,cn=/ +$/,Qo=/ *\r?\n/g,Xo=/( *)$/,es=/{\s*/y,dn=/\s*}/y,ts=/\[\s*/y,ns=/\s*] */y,os=/\s*\(\s*/y,ss=/\s*->\s*/y,as=/\s*:\s*/y,rs=/\s*,?\s*/y,is=/\s+/y,ye=class{constructor(t){this.body=[],lt.lastIndex=0;let n=0;for(;;){let g=lt.exec(t);if(g===null)break;n=lt.lastIndex;try{this.body.push(c(g[1]))}catch(_){if(_ instanceof SyntaxError)continue;throw _}}function o(g){return g.lastIndex=n,g.test(t)}function a(g,_){if(t[n]===g)return n++,!0;if(_)throw new _(`Expected ${g}`);return!1}function s(g,_){if(o(g))return n=g.lastIndex,!0;if(_)throw new _(`Expected ${g.toString()}`);return!1}function r(g){g.lastIndex=n;let _=g.exec(t);if(_===null)throw new SyntaxError(`Expected ${g.toString()}`);return n=g.lastIndex,_}function l(g){return r(g)[1]}function c(g){let _=u(),E=p();if(_===null&&Object.keys(E).length===0)throw new SyntaxError("Expected message value or attributes");return{id:g,value:_,attributes:E}}function p(){let g=Object.create(null);for(;o(an);){let _=l(an),E=u();if(E===null)throw new SyntaxError("Expected attribute value");g[_]=E}return g}function u(){let g;if(o(Pe)&&(g=l(Pe)),t[n]==="{"||t[n]==="}")return h(g?[g]:[],1/0);let _=q();return _?g?h([g,_],_.length):(_.value=w(_.value,Zo),h([_],_.length)):g?w(g,cn):null}function h(g=[],_){for(;;){if(o(Pe)){g.push(l(Pe));continue}if(t[n]==="{"){g.push(f());continue}if(t[n]==="}")throw new SyntaxError("Unbalanced closing brace");let z=q();if(z){g.push(z),_=Math.min(_,z.length);continue}break}let E=g.length-1,A=g[E];typeof A=="string"&&(g[E]=w(A,cn));let P=[];for(let z of g)z instanceof Le&&(z=z.value.slice(0,z.value.length-_)),z&&P.push(z);return P}function f(){s(es,SyntaxError);let g=d();if(s(dn))return g;if(s(ss)){let _=b();return s(dn,SyntaxError),{type:"select",selector:g,..._}}throw new SyntaxError("Unclosed placeable")}function d(){if(t[n]==="{")return f();if(o(rn)){let[,g,_,E=null]=r(rn);if(g==="$")return{type:"var",name:_};if(s(os)){let A=m();if(g==="-")return{type:"term",name:_,attr:E,args:A};if(Ko.test(_))return{type:"func",name:_,args:A};throw new SyntaxError("Function names must be all upper-case")}return g==="-"?{type:"term",name:_,attr:E,args:[]}:{type:"mesg",name:_,attr:E}}return k()}function m(){let g=[];for(;;){switch(t[n]){case")":return n++,g;case void 0:throw new SyntaxError("Unclosed argument list")}g.push(y()),s(rs)}}function y(){let g=d();return g.type!=="mesg"?g:s(as)?{type:"narg",name:g.name,value:k()}:g}function b(){let g=[],_=0,E;for(;o(Yo);){a("*")&&(E=_);let A=S(),P=u();if(P===null)throw new SyntaxError("Expected variant value");g[_++]={key:A,value:P}}if(_===0)return null;if(E===void 0)throw new SyntaxError("Expected default variant");return{variants:g,star:E}}function S(){s(ts,SyntaxError);let g;return o(ut)?g=x():g={type:"str",value:l(Vo)},s(ns,SyntaxError),g}function k(){if(o(ut))return x();if(t[n]==='"')return T();throw new SyntaxError("Invalid expression")}function x(){let[,g,_=""]=r(ut),E=_.length;return{type:"num",value:parseFloat(g),precision:E}}function T(){a('"',SyntaxError);let g="";for(;;){if(g+=l(Jo),t[n]==="\\"){g+=W();continue}if(a('"'))return{type:"str",value:g};throw new SyntaxError("Unclosed string literal")}}function W(){if(o(ln))return l(ln);if(o(un)){let[,g,_]=r(un),E=parseInt(g||_,16);return E<=55295||57344<=E?String.fromCodePoint(E):"�"}throw new SyntaxError("Unknown escape sequence")}function q(){let g=n;switch(s(is),t[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return R(t.slice(g,n))}return t[n-1]===" "?R(t.slice(g,n)):!1}function w(g,_){return g.replace(_,"")}function R(g){let _=g.replace(Qo,`
`),E=Xo.exec(g)[1].length;return new Le(_,E)}}},Le=class{constructor(t,n){this.value=t,this.length=n}};var pn=`### The table app in English: the source every other language translates, and the
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
problem-pack_not_found = That location pack was not found.
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
`;var mn={de:"Deutsch",en:"English",es:"Español",fr:"Français",pl:"Polski",pt:"Português",ru:"Русский",uk:"Українська"};var dt=mn,hn="spyfall.lang";function fn(e,t){let n=new _e(e,{useIsolating:!1});return n.addResource(new ye(t)),n}var gn=fn("en",pn);function _n(e,t){return{lang:e,t:(o,...a)=>{for(let s of t){let r=s.getMessage(o);if(!r?.value)continue;let l=[],c=s.formatPattern(r.value,a[0],l);if(l.length===0||s===t[t.length-1])return c}return o}}}var be=_n("en",[gn]),ct=e=>Object.hasOwn(dt,e);async function Me(e){if(e==="en"||!ct(e))return be;let t=`/app/locales/${e}.ftl`,n=await fetch(t);if(!n.ok)throw new Error(`no catalog for ${e}: ${n.status}`);let o=_n(e,[fn(e,await n.text()),gn]);return cs(t),o}function cs(e){let t=navigator.serviceWorker;!t||t.controller||t.ready.then(n=>n.active?.postMessage({keep:e})).catch(()=>{})}function yn(){let e=null;try{e=localStorage.getItem(hn)}catch{}if(e&&ct(e))return e;for(let t of navigator.languages??[navigator.language]){let n=t.toLowerCase().split("-")[0];if(ct(n))return n}return"en"}function bn(e){try{localStorage.setItem(hn,e)}catch{}}var Ie=It(be),v=()=>Kt(Ie),Oe=(e,t)=>typeof Intl.ListFormat=="function"?new Intl.ListFormat(e.lang,{type:"conjunction"}).format(t):t.join(", ");function $n(e,t){let n=`problem-${t.code}`,o=e.t(n);return o===n?e.t("problem-internal_error"):o}var pt="spyfall.session";function $e(){try{let e=localStorage.getItem(pt);return e?JSON.parse(e):null}catch{return null}}function vn(e){try{e?localStorage.setItem(pt,JSON.stringify(e)):localStorage.removeItem(pt)}catch{}}function wn(){return $e()?.token??null}var Z=class extends Error{constructor(t,n,o){super(o),this.status=t,this.code=n}},kn=5,Tn=e=>new Promise(t=>setTimeout(t,e));function ue(e){let t=Math.min(15e3,500*2**e);return t/2+Math.random()*(t/2)}function mt(e){let t=Number(e.get("Retry-After"));return Number.isFinite(t)&&t>0?t*1e3:null}var xn="en";function En(e){xn=e}function De(e={}){let t=new Headers(e),n=wn();return n&&t.set("Authorization",`Bearer ${n}`),t.set("Accept-Language",xn),t}async function O(e,t,n={}){let o=De(n.headers);n.body!==void 0&&o.set("Content-Type","application/json"),e!=="GET"&&o.set("Idempotency-Key",ms());let a={method:e,headers:o,body:n.body===void 0?void 0:JSON.stringify(n.body),signal:n.signal};for(let s=0;;s++){let r;try{r=await fetch(`/api/v1${t}`,a)}catch(p){if(n.signal?.aborted||s>=kn)throw ps(p);await Tn(ue(s));continue}if(r.ok||r.status===304)return ds(r);let l=await je(r);if(!(l.status===503||l.status===429||l.code==="idempotency_key_in_use")||s>=kn)throw l;await Tn(mt(r.headers)??ue(s))}}async function ds(e){let t=e.status!==204&&e.status!==304&&e.headers.get("Content-Type")?.includes("json");return{status:e.status,data:t?await e.json():null,headers:e.headers}}async function je(e){try{let t=await e.json();if(t&&typeof t.code=="string")return new Z(e.status,t.code,String(t.detail??""))}catch{}return new Z(e.status,e.status>=500?"internal_error":"bad_request",e.statusText)}function ps(e){return new Z(0,"network",e instanceof Error?e.message:String(e))}function ms(){let e=crypto.getRandomValues(new Uint8Array(16));return Array.from(e,t=>t.toString(16).padStart(2,"0")).join("")}var Y=e=>`/rooms/${encodeURIComponent(e.trim().toUpperCase())}`,V=e=>({view:e.data,etag:e.headers.get("ETag")}),Cn=async e=>(await O("POST","/guests",{body:{display_name:e}})).data,Rn=async e=>(await O("POST","/sessions",{body:e})).data,Nn=async e=>(await O("POST","/users",{body:e})).data,An=async e=>(await O("POST","/me/account",{body:e})).data,Pn=async()=>{await O("DELETE","/sessions/current")},Ln=async()=>(await O("GET","/packs")).data,Mn=async e=>V(await O("POST","/rooms",{body:e})),Fe=async(e,t)=>V(await O("POST",`${Y(e)}/players`,{body:t?{display_name:t}:{}})),ht=async(e,t)=>V(await O("PATCH",Y(e),{body:t})),ce=async(e,t)=>V(await O("DELETE",`${Y(e)}/players/${encodeURIComponent(t)}`)),Ue=async(e,t)=>V(await O("POST",`${Y(e)}/host`,{body:{player_id:t}})),ft=async e=>V(await O("POST",`${Y(e)}/games`)),In=async e=>V(await O("POST",`${Y(e)}/rounds`)),On=async e=>V(await O("POST",`${Y(e)}/rounds/current/abandon`)),Dn=async(e,t,n)=>V(await O("POST",`${Y(e)}/actions`,{body:t,headers:{"If-Match":`"${n}"`}})),Sn=async e=>V(await O("GET",Y(e))),jn=async(e,t)=>{let n=$e()?.user.id;if(!n)return Sn(e);let o={"If-None-Match":`"${t}-${n}"`},a=await O("GET",`${Y(e)}?wait=10`,{headers:o});return a.status===304?Sn(e):V(a)},We=async e=>(await O("GET",`${Y(e)}/rounds`)).data,Fn=async()=>(await O("GET","/me/nights")).data,gt=async e=>(await O("POST",`/nights/${encodeURIComponent(e.trim().toUpperCase())}/check-in`)).data,Un=async e=>(await O("POST",`/nights/${encodeURIComponent(e.trim().toUpperCase())}/players`,{body:{}})).data,Wn=async e=>(await O("POST","/nights/claim",{body:{code:e}})).data,zn=async e=>(await O("GET",`/nights/${encodeURIComponent(e)}/standings`)).data;function D({problem:e}){let t=v(),n=te(null);return C(()=>n.current?.scrollIntoView({block:"center"}),[e]),e?i`<p class="error" role="alert" data-code=${e.code} ref=${n}>${$n(t,e)}</p>`:null}function U(){let[e,t]=$(!1),[n,o]=$(null);return{busy:e,problem:n,clear:()=>o(null),async run(a){if(!e){t(!0),o(null);try{await a()}catch(s){o(s instanceof Z?s:new Z(0,"internal_error",String(s)))}finally{t(!1)}}}}}function I({to:e,children:t}){return i`<a href=${e} onClick=${n=>(n.preventDefault(),Q(e))}>${t}</a>`}function de({value:e,onInput:t}){let n=v();return i`<label class="field">
    ${n.t("home-your-name")}
    <input name="display_name" autocomplete="nickname" maxlength="32" required value=${e}
      onInput=${o=>t(o.currentTarget.value)} />
  </label>`}function Q(e){history.pushState(null,"",e),dispatchEvent(new PopStateEvent("popstate"))}var hs={rule_set:"classic",mode:"standard",pack_ids:[],rounds:5,round_minutes:null,show_roles:!0,vote_timeout_seconds:60,captain_passes:1,spies:1};function qn(e,t){let n=e.find(o=>o.id===(t==="time_travel"?"time-travel":e[0]?.id));return n?[n.id]:[]}function ze({current:e,busy:t,submitLabel:n,onSubmit:o}){let a=v(),[s,r]=$(e??hs),[l,c]=$([]);C(()=>{Ln().then(m=>{c(m.packs),r(y=>y.pack_ids.length?y:{...y,pack_ids:qn(m.packs,y.rule_set)})}).catch(()=>c([]))},[a.lang]);let p=(m,y)=>r({...s,[m]:y}),u=m=>m.currentTarget.value,h=m=>Number(u(m)),f=m=>{let y=s.pack_ids.length===1&&s.pack_ids[0]===l[0]?.id,b=qn(l,m);r({...s,rule_set:m,pack_ids:y&&b.length?b:s.pack_ids})},d=(m,y)=>p("pack_ids",y?[...s.pack_ids,m]:s.pack_ids.filter(b=>b!==m));return i`<form class="settings" onSubmit=${m=>(m.preventDefault(),o(s))}>
    <label class="field">${a.t("settings-rule-set")}
      <select name="rule_set" value=${s.rule_set} onChange=${m=>f(u(m))}>
        <option value="classic">${a.t("settings-classic")}</option>
        <option value="time_travel">${a.t("settings-time_travel")}</option>
      </select>
    </label>
    <label class="field">${a.t("settings-mode")}
      <select name="mode" value=${s.mode} onChange=${m=>p("mode",u(m))}>
        <option value="standard">${a.t("settings-standard")}</option>
        <option value="team">${a.t("settings-team")}</option>
      </select>
    </label>
    <fieldset class="field">
      <legend>${a.t("settings-packs")}</legend>
      ${l.map(m=>i`<label class="check"><input type="checkbox" name="pack" value=${m.id} checked=${s.pack_ids.includes(m.id)}
          onChange=${y=>d(m.id,y.currentTarget.checked)} />
          ${m.name}</label>`)}
    </fieldset>
    ${s.mode!=="team"&&i`<label class="field">${a.t("settings-rounds")}
      <input type="number" name="rounds" min="1" max="30" value=${s.rounds} onInput=${m=>p("rounds",h(m))} />
    </label>`}
    <label class="field">${a.t("settings-round-minutes")}
      <input type="number" name="round_minutes" min="1" max="30" placeholder=${a.t("settings-round-minutes-auto")}
        value=${s.round_minutes??""} onInput=${m=>p("round_minutes",u(m)?h(m):null)} />
    </label>
    <label class="check">
      <input type="checkbox" name="show_roles" checked=${s.show_roles}
        onChange=${m=>p("show_roles",m.currentTarget.checked)} />
      ${a.t("settings-show-roles")}
    </label>
    <label class="field">${a.t("settings-vote-timeout")}
      <input type="number" name="vote_timeout_seconds" min="10" max="600" value=${s.vote_timeout_seconds}
        onInput=${m=>p("vote_timeout_seconds",h(m))} />
    </label>
    <label class="field">${a.t("settings-spies")}
      <select name="spies" value=${String(s.spies)} onChange=${m=>p("spies",h(m))}>
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
    </label>
    ${s.mode==="team"&&i`<label class="field">${a.t("settings-captain-passes")}
      <select name="captain_passes" value=${String(s.captain_passes)} onChange=${m=>p("captain_passes",h(m))}>
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
    </label>`}
    <button class="primary" type="submit" disabled=${t||s.pack_ids.length===0}>${n}</button>
  </form>`}async function re(e,t,n){if(t&&Date.parse(t.expires_at)>Date.now())return t;let o=await Cn(e.trim());return n(o),o}function Bn({session:e,setSession:t}){let n=v(),[o,a]=$(e?.user.display_name??""),[s,r]=$(""),[l,c]=$(!1),p=U(),u=f=>{f.preventDefault(),p.run(async()=>{await re(o,e,t);let{view:d}=await Fe(s,o);Q(`/r/${d.code}`)})},h=f=>p.run(async()=>{await re(o,e,t);let{view:d}=await Mn(f);Q(`/r/${d.code}`)});return i`<main class="page">
    <h1>${n.t("app-title")}</h1>
    <p class="muted">${n.t("app-tagline")}</p>
    <section class="card">
      <${de} value=${o} onInput=${a} />
      ${e&&i`<p class="muted">${n.t("home-signed-in-as",{name:e.user.display_name})}${e.user.guest?` (${n.t("home-guest")})`:""}</p>`}
    </section>
    <form class="card" onSubmit=${u}>
      <h2>${n.t("home-join-title")}</h2>
      <label class="field">
        ${n.t("home-code")}
        <input name="code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
          maxlength="16" required value=${s}
          onInput=${f=>r(f.currentTarget.value.toUpperCase())} />
      </label>
      <button class="primary" type="submit" disabled=${p.busy||!o.trim()||!s.trim()}>${n.t("home-join")}</button>
    </form>
    <section class="card">
      <h2>${n.t("home-create-title")}</h2>
      ${l?i`<${ze} busy=${p.busy||!o.trim()} submitLabel=${n.t("home-create")} onSubmit=${h} />`:i`<button type="button" onClick=${()=>c(!0)}>${n.t("home-create")}</button>`}
    </section>
    <${D} problem=${p.problem} />
    <nav class="links">
      <${I} to="/account">${n.t("account-title")}</${I}>
      <${I} to="/nights">${n.t("home-nights")}</${I}>
      <a href="/admin">${n.t("home-organizers")}</a>
      <a href="/api/v1/docs">${n.t("home-developers")}</a>
    </nav>
  </main>`}var fs=25,Hn=1e4,gs=4e3,_s=3,ys=6e4,bs=3e3,Gn=(e,t,n=null)=>Vn(`/rooms/${encodeURIComponent(e)}`,"room",t,n?{carrier:n,key:e}:{}),Yn=(e,t)=>Vn(`/nights/${encodeURIComponent(e)}`,"night",t,{carries:!0});function Vn(e,t,n,{carries:o=!1,carrier:a,key:s=""}={}){let r=null,l=-1,c=!1,p=Date.now(),u=()=>{},h=()=>{},f=w=>new Promise(R=>{let g=Number.isFinite(w)?setTimeout(R,w):void 0;h=()=>{clearTimeout(g),R(void 0)}}),d=$s();function m(w,R){p=Date.now(),!(w.version<l)&&((w.version>l||R)&&(r=R),l=w.version,n.onView(w))}async function y(){let w=await fetch(`/api/v1${e}/events/tickets`,{method:"POST",headers:De()});if(!w.ok){let g=await je(w);return[429,503].includes(g.status)||g.status===404?{ended:"failed"}:{problem:g}}let{url:R}=await w.json();return new Promise(g=>{let _=new EventSource(R),E=!1,A=P=>{_.close(),d.setStreaming(!1),g({ended:P})};if(u=()=>A("stopped"),_.addEventListener("open",()=>{E=!0,p=Date.now(),n.onLink("live"),d.setStreaming(!0)}),_.addEventListener(t,P=>m(JSON.parse(P.data),null)),o)for(let P of["room","removed"])_.addEventListener(P,z=>{p=Date.now(),d.deliver(JSON.parse(z.data),P==="removed")});else _.addEventListener("removed",P=>{m(JSON.parse(P.data),null),A("removed")});_.addEventListener("ended",P=>{_.close(),d.setStreaming(!1),g({problem:JSON.parse(P.data)})}),_.addEventListener("error",()=>A(E?"dropped":"failed"))})}async function b(w){let R=De();r&&R.set("If-None-Match",r);let g=new AbortController;u=()=>g.abort();let E=await fetch(`/api/v1${e}?wait=${w&&r?fs:0}`,{headers:R,signal:g.signal});p=Date.now();let A=(Number(E.headers.get("X-Poll-Interval"))||2)*1e3;if(E.status===200)m(await E.json(),E.headers.get("ETag"));else if(E.status!==304)return{problem:await je(E),wait:mt(E.headers)};return{interval:A}}async function S(){let w=0,R=0,g=a?1/0:0,_=!a;for(;!c;){let E=Date.now();if(a?.streaming()){w=0,n.onLink("live"),await f(1/0);continue}if(!_){_=!0,await f(bs);continue}try{if(Date.now()>=g){let z=await y().catch(()=>({ended:"failed"}));if(c)return;if("problem"in z){n.onRefused(z.problem);return}if(z.ended==="stopped")continue;if(z.ended==="removed"){g=1/0;continue}R=z.ended==="failed"?R+1:0,R>=_s&&(g=Date.now()+ys),n.onLink("reconnecting"),await f(ue(w++));continue}let A=await b(w===0);if(A.problem){if(![429,503].includes(A.problem.status)){n.onRefused(A.problem);return}n.onLink("reconnecting"),await f(A.wait??ue(w++));continue}let P=w>0;w=0,n.onLink("live"),P||await f(Math.max(0,(A.interval??0)-(Date.now()-E)))}catch(A){if(c)return;if(A?.name==="AbortError")continue;n.onLink("reconnecting"),await f(ue(w++))}}}let k=()=>{u(),h()},x=()=>n.onLink("reconnecting"),T=()=>k();addEventListener("offline",x),addEventListener("online",T);let W=setInterval(async()=>{if(!(Date.now()-p<Hn||a?.streaming()))try{(await fetch("/healthz",{cache:"no-store",signal:AbortSignal.timeout(gs)})).ok&&(p=Date.now())}catch{if(c)return;n.onLink("reconnecting"),k()}},Hn/2),q=a?[a.subscribe(s,(w,R)=>m(w,null)),a.onStreaming(k)]:[];return S(),{carrier:d,stop(){c=!0,d.close(),q.forEach(w=>w()),clearInterval(W),removeEventListener("offline",x),removeEventListener("online",T),u(),h()},show(w,R){m(w,R)}}}function $s(){let e=!1,t=new Map,n=new Map,o=new Set;return{streaming:()=>e,setStreaming(a){a!==e&&(e=a,o.forEach(s=>s()))},deliver(a,s){t.set(a.code,{view:a,removed:s}),n.get(a.code)?.forEach(r=>r(a,s))},subscribe(a,s){let r=n.get(a)??new Set;n.set(a,r.add(s));let l=t.get(a);return l&&s(l.view,l.removed),()=>r.delete(s)},onStreaming(a){return o.add(a),()=>o.delete(a)},close(){n.clear(),o.clear()}}}function N(e,t){return e.players.find(n=>n.id===t)?.display_name??"?"}function G(e,t){return e.me?.table_moves.find(n=>n.type===t)}function B(e,t){return e.me?.moves?.find(n=>n.type===t)}function Kn(e,t){return e.candidate_locations.find(n=>n.id===t)?.name??t}function Jn({view:e}){let t=v(),n=e.round?.result;if(!n)return null;let o=c=>N(e,c),a=n.spies.map(o),s=n.locations.map(c=>c.name).join(", "),r=n.middle_card,l=e.round?.team?.captains??null;return i`<section class="card result" aria-live="polite">
    <h2>${t.t("result-title")}</h2>
    <p>${yt(t,n,o)}</p>
    <p><strong>${_t(t,n)}</strong></p>
    ${a.length>0&&i`<p>${t.t("result-spy-was",{names:Oe(t,a),count:a.length})}</p>`}
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
    ${e.game&&i`<${vs} view=${e} />`}
  </section>`}function _t(e,t){return{spy:e.t("result-spies-win"),non_spies:e.t("result-non-spies-win"),nobody:e.t("result-nobody-wins"),everyone:e.t("result-everyone-wins"),teams:e.t("result-teams-score")}[t.winner]}function yt(e,t,n){let o=t.outcome;switch(o.kind){case"indicted":return o.spy?e.t("result-indicted-spy",{name:n(o.suspect_id)}):e.t("result-indicted-innocent",{name:n(o.suspect_id)});case"spy_guessed":return e.t(o.correct?"result-guessed-right":"result-guessed-wrong",{name:n(o.spy_id),place:o.location.name});case"time_up":return e.t("result-time-up");case"convicted":return e.t("result-convicted",{name:n(o.suspect_id)});case"no_conviction":return e.t("result-no-conviction");case"accused_revealed":return e.t("result-accused-revealed",{accuser:n(o.accuser_id),accused:n(o.accused_id),spy:o.spy?"yes":"no"});case"middle_revealed":return e.t("result-middle-revealed",{card:o.spy_card?"spy":"location"});case"team":{let a=o.spy_picked_by_id?e.t("result-spy-picked",{captain:n(o.spy_picked_by_id)}):e.t("result-spy-not-picked"),s=o.guesses.map((r,l)=>`${r.name} (${o.correct[l]?e.t("result-right"):e.t("result-wrong")})`);return`${a} ${s.length>0?e.t("result-team-guesses",{guesses:s.join(", ")}):e.t("result-no-team-guess")}`}case"voided":return o.player_id?e.t(o.departure==="removed"?"result-voided-removed":"result-voided-left",{name:n(o.player_id)}):e.t("result-voided");case"abandoned":return o.by==="organizer"?e.t("result-abandoned-by-organizer"):e.t("result-abandoned");default:return e.t("result-other-ending")}}function vs({view:e}){let t=v(),n=e.game;if(!n)return null;let o=n.standings.filter(a=>a.rank===1).map(a=>N(e,a.player_id));return i`<div>
    <h3>${t.t("result-standings")}</h3>
    <ol class="standings">
      ${n.standings.map(a=>i`<li value=${a.rank}>${N(e,a.player_id)}: ${t.t("lobby-points",{n:a.points})}${xs(e,a.player_id)?` (${t.t("lobby-away")})`:""}</li>`)}
    </ol>
    ${n.over&&i`<p><strong>${t.t("result-game-over")} ${Ts(t,n.end_reason)} ${t.t("result-winner",{names:o.join(", ")})}</strong></p>
      <${ws} view=${e} />
      <${ks} view=${e} />`}
  </div>`}function ws({view:e}){let t=v(),n=(e.game?.standings??[]).filter(o=>o.rank<=3);return n.length===0?null:i`<ol class="podium" aria-label=${t.t("result-podium")}>
    ${n.map(o=>i`<li class=${`place-${o.rank}`}><span class="place">${t.t("result-place",{n:o.rank})}</span>
        <strong>${N(e,o.player_id)}</strong> <span>${t.t("lobby-points",{n:o.points})}</span></li>`)}
  </ol>`}function ks({view:e}){let t=v(),[n,o]=$(null),a=`${e.game?.number}.${e.game?.round_number}`;if(C(()=>{We(e.code).then(l=>o(l.rounds)).catch(()=>o(null))},[a]),!n||!e.game)return null;let s=n.filter(l=>l.result),r=(l,c)=>l.result?.points.find(p=>p.player_id===c)?.points;return i`<table class="by-round">
    <caption>${t.t("result-by-round")}</caption>
    <thead><tr><th scope="col">${t.t("lobby-players")}</th>${s.map(l=>i`<th scope="col">${l.number}</th>`)}<th scope="col">${t.t("result-total")}</th></tr></thead>
    <tbody>${e.game.standings.map(l=>i`<tr><th scope="row">${N(e,l.player_id)}</th>
        ${s.map(c=>i`<td>${r(c,l.player_id)??"–"}</td>`)}<td>${l.points}</td></tr>`)}</tbody>
  </table>`}function Ts(e,t){switch(t){case"last_round":return e.t("result-ended-last-round");case"everyone_captained":return e.t("result-ended-everyone-captained");case"too_few_players":return e.t("result-ended-too-few-players");default:return""}}function xs(e,t){return e.players.some(n=>n.id===t&&!n.present)}function Zn({view:e}){let t=v(),n=U(),[o,a]=$(!1),[s,r]=$(null),l=`${e.game?.number}.${e.game?.round_number}.${e.round?.phase}`;if(C(()=>{o&&n.run(async()=>r((await We(e.code)).rounds))},[o,l]),!e.game||e.game.round_number===0)return null;let c=u=>N(e,u),p=(s??[]).filter(u=>u.result).reverse();return i`<details class="card history" onToggle=${u=>a(u.currentTarget.open)}>
    <summary>${t.t("result-history")}</summary>
    <${D} problem=${n.problem} />
    <ol class="history-list">
      ${p.map(u=>{let h=u.result,f=h.points.find(d=>d.player_id===e.me?.player_id);return i`<li>
          <h3>${t.t("result-history-round",{n:u.number})}</h3>
          <p>${yt(t,h,c)} ${_t(t,h)}</p>
          ${h.spies.length>0&&i`<p>${t.t("result-spy-was",{names:Oe(t,h.spies.map(c)),count:h.spies.length})}</p>`}
          ${h.locations.length>0&&i`<p>${t.t("result-location-was",{place:h.locations.map(d=>d.name).join(", ")})}</p>`}
          ${f&&i`<p class="muted">${t.t("result-my-points",{points:`${f.points>0?"+":""}${f.points}`})}</p>`}
        </li>`})}
    </ol>
  </details>`}function qe({view:e}){let t=v(),n=e.game?.settings??e.settings,o=n.mode==="team",a=n.rule_set==="time_travel",s=o?[t.t("rules-team"),t.t("rules-team-picks"),t.t("rules-team-end"),t.t("rules-team-score")]:[t.t("rules-basics"),t.t("rules-questions"),t.t("rules-vote"),t.t("rules-guess"),a?t.t("rules-time-up-travel"):t.t("rules-time-up-classic"),a?t.t("rules-score-travel"):t.t("rules-score-classic"),...a?[t.t("rules-small-tables")]:[],...n.spies>1?[t.t("rules-two-spies")]:[]];return i`<details class="card rules">
    <summary>${t.t("rules-title")}</summary>
    <ul>${s.map(r=>i`<li>${r}</li>`)}</ul>
  </details>`}function Xn({view:e,show:t}){let n=v(),o=U(),[a,s]=$(!1),[r,l]=$(!1),[c,p]=$(!1),u=e.me;if(!u)return null;let h=w=>o.run(async()=>t(await w())),f=G(e,"start_game"),d=G(e,"deal"),m=e.table.next_dealer_id,y=!!(e.round&&e.round.phase!=="over"),b=e.table.league_play,S=!y&&!d&&b?b.closed==="night_finished"?n.t("lobby-league-night-finished"):b.closed==="seating_over"?n.t("lobby-league-seating-over"):b.games_left===0?n.t("lobby-league-games-played",{n:b.games_per_table}):null:null,k=y?null:S||(m&&!d?n.t("lobby-waiting-for-deal",{name:N(e,m)}):!f&&!d?n.t("lobby-waiting-for-host"):null),x=e.players.filter(w=>w.seat!=null).length,T=e.table.min_players-x,W=G(e,"change_settings"),q=!!(e.game&&!e.game.over);return i`<div class="lobby">
    <h1 class="visually-hidden">${n.t("lobby-heading")}</h1>
    ${e.round?.result&&i`<${Jn} view=${e} />`}
    ${u.in_round===!1&&e.round&&e.round.phase!=="over"&&i`<p class="notice">${n.t("lobby-wait-next-round")}</p>`}
    <div class="actions">
      ${f&&!q&&i`<button class="primary" type="button" disabled=${o.busy} onClick=${()=>h(()=>ft(e.code))}>${n.t("lobby-start-game")}</button>`}
      ${f&&q&&!r&&i`<button type="button" onClick=${()=>l(!0)}>${n.t("lobby-new-game")}</button>`}
      ${r&&i`<div class="card confirm" role="group"><p>${n.t("lobby-confirm-new-game")}</p>
        <button class="primary danger" type="button" disabled=${o.busy} onClick=${()=>(l(!1),h(()=>ft(e.code)))}>${n.t("lobby-new-game")}</button>
        <button class="quiet" type="button" onClick=${()=>l(!1)}>${n.t("round-cancel")}</button></div>`}
      ${d&&i`<button class="primary" type="button" disabled=${o.busy} onClick=${()=>h(()=>In(e.code))}>${e.round?n.t("lobby-deal-next"):n.t("lobby-deal")}</button>`}
      ${k&&i`<p class="muted" role="status">${k}</p>`}
    </div>
    <${D} problem=${o.problem} />
    <${Ss} view=${e} write=${h} busy=${o.busy} />
    <p class=${T>0?"notice":"muted"}>${n.t("lobby-bounds",{min:e.table.min_players,max:e.table.max_players})}
      ${T>0&&` ${n.t("lobby-need-more",{n:T})}`}</p>
    <${Zn} view=${e} />
    <${qe} view=${e} />
    ${!e.table.league&&i`<${Es} view=${e} folded=${!!e.game} />`}
    <${Cs} view=${e} />
    ${W&&(a?i`<section class="card"><h2>${n.t("settings-title")}</h2>
          ${e.game?.settings&&i`<p class="notice">${n.t("settings-applies-next-game")}</p>`}
          <${ze} current=${e.settings} busy=${o.busy} submitLabel=${n.t("settings-save")}
            onSubmit=${w=>h(async()=>{let R=await ht(e.code,{settings:w});return s(!1),R})} />
        </section>`:i`<button type="button" onClick=${()=>s(!0)}>${n.t("settings-title")}</button>`)}
    ${G(e,"leave")&&!c&&i`<button class="quiet" type="button" disabled=${o.busy} onClick=${()=>p(!0)}>${n.t("lobby-leave")}</button>`}
    ${c&&i`<div class="card confirm" role="alertdialog" aria-label=${n.t("lobby-leave")}><p>${n.t("table-confirm-leave-lobby")}</p>
      <button class="primary danger" type="button" disabled=${o.busy} onClick=${()=>(p(!1),h(()=>ce(e.code,u.player_id)))}>${n.t("lobby-leave")}</button>
      <button class="quiet" type="button" onClick=${()=>p(!1)}>${n.t("round-cancel")}</button></div>`}
  </div>`}function Es({view:e,folded:t}){let n=v(),[o,a]=$(!1),s=e.code,r=e.table.join_url,l=async()=>{try{await navigator.clipboard.writeText(r)}catch{document.querySelector(".join-link input")?.select(),document.execCommand("copy")}a(!0)},c=()=>navigator.share({title:n.t("app-title"),text:n.t("lobby-share-text",{code:s}),url:r}).catch(()=>{}),p=i`<p>${n.t("lobby-share")}</p>
    <p class="join-code"><span class="muted">${n.t("lobby-code")}</span> <strong>${s}</strong></p>
    <label class="field join-link">${n.t("lobby-link")}
      <input type="text" readonly value=${r} onFocus=${u=>u.currentTarget.select()} />
    </label>
    <div class="actions">
      <button type="button" onClick=${l}>${o?n.t("lobby-copied"):n.t("lobby-copy")}</button>
      ${typeof navigator.share=="function"&&i`<button type="button" onClick=${c}>${n.t("lobby-share-button")}</button>`}
    </div>
    ${e.table.join_url_local_only&&i`<p class="notice" role="status">${n.t("lobby-local-only")}</p>`}
    <img class="qr" src=${`/r/${s}/qr.svg`} alt=${n.t("lobby-qr-alt",{code:s})} width="180" height="180" />`;return t?i`<details class="card share"><summary>${n.t("lobby-invite")}</summary>${p}</details>`:i`<section class="card share">${p}</section>`}function Ss({view:e,write:t,busy:n}){let o=v(),a=e.players.filter(p=>p.seat!=null).sort((p,u)=>(p.seat??0)-(u.seat??0)),s=G(e,"kick"),r=G(e,"hand_over_host"),l=G(e,"change_seat_order"),c=(p,u)=>{let h=a.map(f=>f.id);[h[p],h[u]]=[h[u],h[p]],t(()=>ht(e.code,{seat_order:h}))};return i`<section class="card">
    <h2>${o.t("lobby-players")}</h2>
    <ol class="players">
      ${a.map((p,u)=>i`<li class=${p.present?"":"away"}>
          <span class="name">${p.display_name}</span>
          <span class="tags">
            ${p.id===e.host_id&&i`<span class="tag">${o.t("lobby-host")}</span>`}
            ${p.id===e.me?.player_id&&i`<span class="tag">${o.t("lobby-you")}</span>`}
            ${!p.present&&i`<span class="tag">${o.t("lobby-away")}</span>`}
            ${e.game&&i`<span class="score">${o.t("lobby-points",{n:p.score})}</span>`}
          </span>
          ${(l||r?.players.includes(p.id)||s?.players.includes(p.id))&&i`<details class="row-actions">
            <summary aria-label=${o.t("lobby-manage",{name:p.display_name})}>${o.t("lobby-manage-short")}</summary>
            ${l&&u>0&&i`<button type="button" class="small" disabled=${n} aria-label=${o.t("lobby-move-up",{name:p.display_name})} onClick=${()=>c(u,u-1)}>↑</button>`}
            ${l&&u<a.length-1&&i`<button type="button" class="small" disabled=${n} aria-label=${o.t("lobby-move-down",{name:p.display_name})} onClick=${()=>c(u,u+1)}>↓</button>`}
            ${r?.players.includes(p.id)&&i`<button type="button" class="small" disabled=${n} onClick=${()=>t(()=>Ue(e.code,p.id))}>${o.t("lobby-make-host",{name:p.display_name})}</button>`}
            ${s?.players.includes(p.id)&&i`<button type="button" class="small danger" disabled=${n} onClick=${()=>t(()=>ce(e.code,p.id))}>${o.t("lobby-kick",{name:p.display_name})}</button>`}
          </details>`}
        </li>`)}
    </ol>
  </section>`}function Cs({view:e}){let t=v(),n=e.game?.settings;if(!n)return null;let o=e.settings,s=["rule_set","mode","pack_ids","rounds","round_minutes","show_roles","vote_timeout_seconds","spies","captain_passes"].filter(r=>JSON.stringify(n[r])!==JSON.stringify(o[r]));return s.length===0?null:i`<section class="card">
    <h2>${t.t("settings-changed-title")}</h2>
    <p class="muted">${t.t("settings-applies-next-game")}</p>
    <table class="settings-change">
      <thead><tr><th scope="col"></th><th scope="col">${t.t("settings-this-game")}</th><th scope="col">${t.t("settings-next-game")}</th></tr></thead>
      <tbody>
        ${s.map(r=>i`<tr><th scope="row">${t.t(`settings-labels-${r}`)}</th><td>${Qn(t,n[r])}</td><td>${Qn(t,o[r])}</td></tr>`)}
      </tbody>
    </table>
  </section>`}function Qn(e,t){return t==null?e.t("settings-round-minutes-auto"):typeof t=="boolean"?t?e.t("settings-yes"):e.t("settings-no"):Array.isArray(t)?t.join(", "):t==="classic"||t==="time_travel"||t==="standard"||t==="team"?e.t(`settings-${t}`):String(t)}function eo({view:e,show:t}){let n=v(),o=U(),[a,s]=$(null),r=e.me;if(!r)return null;let l=G(e,"kick"),c=G(e,"hand_over_host"),p=G(e,"abandon_round"),u=G(e,"leave"),h=e.code,f=(m,y,b)=>()=>s({text:m,label:y,write:b});if(a)return i`<section class="card confirm" role="alertdialog" aria-label=${a.label}>
      <p>${a.text}</p>
      <button type="button" class="primary danger" disabled=${o.busy}
        onClick=${()=>o.run(async()=>(t(await a.write()),s(null)))}>${a.label}</button>
      <button type="button" class="quiet" onClick=${()=>s(null)}>${n.t("round-cancel")}</button>
      <${D} problem=${o.problem} />
    </section>`;let d=e.players.filter(m=>m.seat!=null&&m.id!==r.player_id);return i`<details class="card table-controls">
    <summary>${n.t("table-title")}</summary>
    ${d.map(m=>{let y=m.display_name,b=l?.players.includes(m.id),S=c?.players.includes(m.id);return(b||S)&&i`<div class="row-actions">
        ${S&&i`<button type="button" class="small" onClick=${f(n.t("table-confirm-host",{name:y}),n.t("lobby-make-host",{name:y}),()=>Ue(h,m.id))}>${n.t("lobby-make-host",{name:y})}</button>`}
        ${b&&i`<button type="button" class="small danger" onClick=${f(n.t("table-confirm-remove",{name:y}),n.t("lobby-kick",{name:y}),()=>ce(h,m.id))}>${n.t("lobby-kick",{name:y})}</button>`}
      </div>`})}
    ${p&&i`<button type="button" class="danger" onClick=${f(n.t("lobby-confirm-abandon"),n.t("lobby-abandon"),()=>On(h))}>${n.t("lobby-abandon")}</button>`}
    ${u&&i`<button type="button" class="quiet" onClick=${f(n.t("table-confirm-leave"),n.t("lobby-leave"),()=>ce(h,r.player_id))}>${n.t("lobby-leave")}</button>`}
  </details>`}function to({view:e}){let t=v(),[n,o]=$(e.host_id),a=e.me&&e.host_id===e.me.player_id;return n!==e.host_id&&!a&&o(e.host_id),!a||n===e.host_id?null:i`<p class="notice" role="status">${t.t("table-now-host")}
    <button type="button" class="quiet small" onClick=${()=>o(e.host_id)}>${t.t("table-got-it")}</button></p>`}function no(e){let t=Math.max(0,Math.ceil(e/1e3));return`${Math.floor(t/60)}:${String(t%60).padStart(2,"0")}`}function Rs(e,t){return!e.running||!e.deadline?e.remaining_ms:Date.parse(e.deadline)-(Date.now()+t)}var Ns=3e4;function oo(e,t){let[,n]=$(0);C(()=>{if(!e)return;let o=setInterval(()=>n(a=>a+1),1e3);return()=>clearInterval(o)},[e,t])}function so({clock:e,skew:t}){let n=v();oo(e.running,e.deadline);let o=Rs(e,t);if(o<=0)return i`<p class="clock up" role="status">${n.t("round-time-is-up")}</p>`;let a=e.running&&o<=Ns;return i`<p class=${`clock${e.running?"":" stopped"}${a?" urgent":""}`}>
    <span class="visually-hidden">${e.running?n.t("round-clock-running"):n.t("round-clock-stopped")}: </span>
    <time role="timer">${no(o)}</time>
    ${!e.running&&i` <span class="muted">${n.t("round-clock-stopped")}</span>`}
  </p>`}function pe({deadline:e,skew:t}){let n=v();oo(!0,e);let o=Date.parse(e)-(Date.now()+t);return i`<p class=${`countdown${o<=1e4?" urgent":""}`}>
    <span role="timer">${n.t("round-time-left",{time:no(o)})}</span>
  </p>`}var As=6e3;function bt({card:e,showRoles:t,spies:n=1,children:o}){let a=v(),[s,r]=$(!1);if(C(()=>{if(!s)return;let c=setTimeout(()=>r(!1),As);return()=>clearTimeout(c)},[s]),!e)return null;let l=e.spy?i`<p class="card-title">${n>1?a.t("round-you-are-one-of-two-spies"):a.t("round-you-are-spy")}</p><p class="muted">${a.t("round-spy-hint")}</p>`:i`<p class="card-label">${a.t("round-location")}</p>
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
  </section>`}var Ps=e=>`spyfall.crossed.${e.code}.${e.game?.number}.${e.round?.number}`;function ao(e){try{return JSON.parse(localStorage.getItem(e)??"[]")}catch{return[]}}function Be({view:e,onPick:t}){let n=v(),o=Ps(e),[a,s]=$(()=>ao(o));C(()=>s(ao(o)),[o]);let r=l=>{let c=a.includes(l)?a.filter(p=>p!==l):[...a,l];s(c);try{localStorage.setItem(o,JSON.stringify(c))}catch{}};return i`<section class="card">
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
  </section>`}function io({view:e}){let t=v(),n=e.round?.log??[];if(n.length===0)return null;let o=s=>N(e,s),a=(s,r)=>{switch(s.type){case"question_asked":return t.t("round-log-asked",{actor:o(s.asker_id),subject:o(s.target_id)});case"accusation_opened":return t.t("round-log-accused",{actor:o(s.accuser_id),subject:o(s.suspect_id)});case"vote_cast":return t.t("round-log-voted",{actor:o(s.player_id),vote:s.yes?"yes":"no"});case"vote_failed":return lo(t,n,r,o);case"time_up":return t.t("round-log-time-up");case"final_vote_opened":return t.t("round-log-final-vote",{subject:o(s.suspect_id)});case"reveal_proposed":return t.t("round-log-reveal-proposed",{actor:o(s.player_id)});case"reveal_agreed":return t.t("round-log-reveal-agreed",{actor:o(s.player_id)});case"reveal_refused":return t.t("round-log-reveal-refused",{actor:o(s.player_id)});case"reveal_expired":return t.t("round-log-reveal-expired",{actor:o(s.player_id)});case"spy_guessed":return t.t("round-log-guessed",{actor:o(s.player_id)});case"team_locations_guessed":return t.t("round-log-team-guessed");case"first_captain_chosen":return t.t("round-log-first-captain",{actor:o(s.captain_id)});case"agent_picked":return t.t("round-log-picked",{actor:o(s.captain_id),subject:o(s.agent_id)});case"pick_refused":return t.t("round-log-pick-refused",{actor:o(s.captain_id)});case"player_left":return t.t(s.departure==="removed"?"round-log-removed":"round-log-left",{actor:o(s.player_id)});case"round_abandoned":return s.by==="organizer"?t.t("round-log-ended-by-organizer"):t.t("round-log-abandoned");case"round_ended":return t.t("round-log-ended");default:return t.t("round-log-other")}};return i`<section class="card">
    <h2>${t.t("round-log")}</h2>
    <ol class="log" reversed>
      ${[...n].reverse().map((s,r)=>i`<li>${a(s.event,n.length-1-r)}</li>`)}
    </ol>
  </section>`}function lo(e,t,n,o){let a=t[n].event;if(a.type!=="vote_failed")return"";let s=a.missing_ids??[];if(s.length>0)return e.t("round-log-vote-timed-out",{subject:o(a.suspect_id),missing:s.map(o).join(", ")});let r=t[n-1]?.event;return r?.type==="vote_cast"&&!r.yes?e.t("round-log-vote-failed-no",{subject:o(a.suspect_id),no:o(r.player_id)}):e.t("round-log-vote-failed",{subject:o(a.suspect_id)})}var ro=8e3,Ls=6e4;function uo({view:e,skew:t}){let n=v(),o=e.round?.log??[],a=o.length-1;for(;a>=0&&!["vote_failed","reveal_refused","reveal_expired"].includes(o[a].event.type);)a-=1;let s=a<0?null:`${o[a].at}/${a}`,r=a>=0&&Date.now()+t-Date.parse(o[a].at)<Ls,[l,c]=$({key:null,at:0});s!==l.key&&c({key:s,at:Date.now()});let[,p]=$(0);if(C(()=>{if(!s)return;let d=setTimeout(()=>p(m=>m+1),ro);return()=>clearTimeout(d)},[s]),!r||s!==l.key||Date.now()-l.at>=ro)return null;let u=d=>N(e,d),h=o[a].event,f=h.type==="vote_failed"?lo(n,o,a,u):h.type==="reveal_refused"?n.t("round-log-reveal-refused",{actor:u(h.player_id)}):h.type==="reveal_expired"?n.t("round-log-reveal-expired",{actor:u(h.player_id)}):"";return i`<p class="notice recent" role="status">${f}</p>`}function co(){C(()=>{let e=navigator,t=null,n=!1,o=()=>{!e.wakeLock||document.visibilityState!=="visible"||e.wakeLock.request("screen").then(a=>n?a.release():t=a).catch(()=>{})};return o(),document.addEventListener("visibilitychange",o),()=>{n=!0,document.removeEventListener("visibilitychange",o),t?.release().catch(()=>{})}},[])}function oe(e){let t=te(!1);C(()=>{e&&!t.current&&"vibrate"in navigator&&navigator.vibrate(200),t.current=e},[e])}function $t({view:e,ids:t}){let n=v();return t.length===0?null:i`<p class="muted">${n.t("round-waiting-for",{names:t.map(o=>N(e,o)).join(", ")})}</p>`}function po({view:e,busy:t,act:n,skew:o}){let a=v(),s=e.round?.vote,r=!!B(e,"vote");if(oe(r),!s)return null;let l=N(e,s.suspect_id);return i`<section class="card vote" aria-live="polite">
    ${s.accuser_id&&i`<p>${a.t("round-vote-title",{accuser:N(e,s.accuser_id),suspect:l})}</p>`}
    <h2>${a.t("round-vote-question",{suspect:l})}</h2>
    <${pe} deadline=${s.deadline} skew=${o} />
    <${$t} view=${e} ids=${s.waiting_for} />
    ${r&&i`<p class="notice">${a.t("round-your-vote-needed")}</p>
      <div class="choices two">
        <button type="button" class="primary danger" disabled=${t} onClick=${()=>n({type:"vote",yes:!0})}>${a.t("round-vote-yes")}</button>
        <button type="button" disabled=${t} onClick=${()=>n({type:"vote",yes:!1})}>${a.t("round-vote-no")}</button>
      </div>`}
    <h3>${a.t("round-ballots")} (${s.ballots.length}/${s.voters_total})</h3>
    <ul class="ballots">
      ${s.ballots.map(c=>i`<li>${N(e,c.player_id)}: <strong>${c.yes?a.t("round-voted-yes"):a.t("round-voted-no")}</strong></li>`)}
    </ul>
  </section>`}function mo({view:e}){let t=v(),n=e.round?.final_voting;return n?i`<section class="card">
    <h2>${t.t("round-final-voting")}</h2>
    <p>${t.t("round-final-explained")}</p>
    ${n.current_suspect_id&&i`<p>${t.t("round-final-now",{name:N(e,n.current_suspect_id)})}</p>`}
    ${n.next_suspect_ids.length>0&&i`<p class="muted">${t.t("round-final-next")}: ${n.next_suspect_ids.map(o=>N(e,o)).join(", ")}</p>`}
  </section>`:null}function ho({view:e,busy:t,act:n,skew:o}){let a=v(),s=e.round?.reveal_proposal,r=!!B(e,"answer_reveal_middle");if(oe(r),!s)return null;let l=s.agreed.map(c=>N(e,c));return i`<section class="card vote" aria-live="polite">
    <h2>${a.t("reveal-proposed",{name:N(e,s.proposed_by)})}</h2>
    <${pe} deadline=${s.deadline} skew=${o} />
    <${$t} view=${e} ids=${s.waiting_for} />
    ${l.length>0&&i`<p>${a.t("reveal-agreed")}: ${l.join(", ")}</p>`}
    ${r?i`<p class="notice">${a.t("reveal-your-answer")}</p>
          <div class="choices two">
            <button type="button" class="primary" disabled=${t} onClick=${()=>n({type:"answer_reveal_middle",agree:!0})}>${a.t("reveal-agree")}</button>
            <button type="button" disabled=${t} onClick=${()=>n({type:"answer_reveal_middle",agree:!1})}>${a.t("reveal-refuse")}</button>
          </div>`:i`<p class="muted">${a.t("reveal-waiting")}</p>`}
  </section>`}function fo({view:e,busy:t,act:n}){let o=v(),a=e.round?.team,s=B(e,"choose_first_captain"),r=B(e,"pick"),l=B(e,"refuse_pick");if(oe(!!(s||r)),!a)return null;let c=f=>N(e,f),p=e.me?.team_role,u=e.round?.phase,h=u==="team_questions"||u==="team_picking"?e.round?.turn_player_id:null;return i`<section class="card team" aria-live="polite">
    <h2>${o.t("team-title")}</h2>
    ${p&&i`<p><strong>${p==="captain"?o.t("team-you-captain"):o.t("team-you-agent")}</strong></p>`}
    <ul class="teams">
      ${(a.order??a.captains).map(f=>{let d=a.picks.filter(y=>y.captain_id===f).map(y=>c(y.agent_id)),m=a.refused.includes(f);return i`<li>
          <strong>${o.t("team-captain",{name:c(f)})}</strong>${m?` (${o.t("team-refused-mark")})`:""}${`: ${d.length>0?d.join(", "):o.t("team-nobody-yet")}`}
        </li>`})}
    </ul>
    ${h&&i`<p><strong>${u==="team_picking"?o.t("team-now-picking",{name:c(h)}):o.t("team-now-asking",{name:c(h)})}</strong></p>`}
    ${a.unpicked_agents.length>0&&i`<p class="muted">${o.t("team-unpicked")}: ${a.unpicked_agents.map(c).join(", ")}</p>`}
    ${s&&i`<p class="notice">${o.t("team-choose-first")}</p>
      <div class="choices">${s.captains.map(f=>i`<button type="button" disabled=${t} onClick=${()=>n({type:"choose_first_captain",captain:f})}>${o.t("team-first-is",{name:c(f)})}</button>`)}</div>`}
    ${!s&&a.choosing_first_captain.length>0&&i`<p class="muted">${o.t("team-captains-choosing")}</p>`}
    ${r&&i`<p class="notice">${o.t("team-pick-whom")}</p>
      <div class="choices">${r.agents.map(f=>i`<button type="button" disabled=${t} onClick=${()=>n({type:"pick",agent:f})}>${o.t("team-pick",{name:c(f)})}</button>`)}</div>`}
    ${l&&i`<button type="button" class="quiet" disabled=${t} onClick=${()=>n({type:"refuse_pick"})}>${o.t("team-refuse")}</button>`}
  </section>`}function go({view:e,busy:t,act:n}){let o=v(),[a,s]=$([]),r=!!B(e,"guess_team_locations"),l=e.round?.team?.guess_for??[];if(oe(r),C(()=>s([]),[e.round?.number]),e.round?.phase!=="team_spy_guess")return null;if(!r||l.length!==2)return i`<p class="notice" role="status">${o.t("team-spy-guessing",{name:N(e,e.round.turn_player_id)})}</p>`;let c=l[Math.min(a.length,1)],p=a.map(u=>Kn(e,u));return i`<section class="card confirm" aria-live="polite">
    <h2>${o.t("team-guess-title")}</h2>
    ${p.map((u,h)=>i`<p>${o.t("team-guessed",{captain:N(e,l[h]),place:u})}</p>`)}
    ${a.length<2?i`<p class="notice">${o.t("team-guess-for",{captain:N(e,c)})}</p>`:i`<button type="button" class="primary danger" disabled=${t}
          onClick=${()=>n({type:"guess_team_locations",locations:a})}>${o.t("team-confirm-guess")}</button>`}
    ${a.length>0&&i`<button type="button" class="quiet" onClick=${()=>s([])}>${o.t("team-start-again")}</button>`}
  </section>
  ${a.length<2&&i`<${Be} view=${e} onPick=${u=>s([...a,u])} />`}`}function _o(e,t,n){let o=e.round,a=t.round;if(!o||!a||o.number!==a.number||o.phase!==a.phase||o.vote?.suspect_id!==a.vote?.suspect_id||o.vote?.accuser_id!==a.vote?.accuser_id)return!1;let s=t.me?.moves??[];switch(n.type){case"ask":return s.some(r=>r.type==="ask"&&r.targets.includes(n.target));case"accuse":return s.some(r=>r.type==="accuse"&&r.suspects.includes(n.suspect));default:return s.some(r=>r.type===n.type)}}var Ms=15e3,Is=5;async function Os(e,t,n){let o=e;for(let a=0;;a+=1)try{n(await Dn(o.code,t,o.version));return}catch(s){if(!(s instanceof Z)||s.code!=="version_mismatch"||a===Is)throw s;let r=await jn(o.code,o.version);if(n(r),!_o(e,r.view,t))throw s;o=r.view}}function yo({view:e,show:t,skew:n}){let o=v(),a=U(),[s,r]=$(null),[l,c]=$(null),[p,u]=$(null);co();let h=e.round,f=e.game;if(C(()=>{r(null),c(null),u(null)},[h?.number,h?.phase]),C(()=>{if(!s&&!l&&!p)return;let _=setTimeout(()=>(r(null),c(null),u(null)),Ms);return()=>clearTimeout(_)},[s,l,p]),C(()=>{(l||p)&&document.querySelector(".round .confirm")?.scrollIntoView({block:"center"})},[l,p]),!h||!f)return null;let d=_=>a.run(()=>Os(e,_,t)),m=B(e,"ask"),y=B(e,"accuse"),b=B(e,"guess"),S=B(e,"propose_reveal_middle"),k=B(e,"guess_team_locations"),T=h.phase==="playing"||h.phase==="team_questions"?h.turn_player_id:null,W=h.variant==="two_player"||h.variant==="three_player",q=_=>(e.me?.card_moves??[]).some(E=>E===_),w=y&&s!=="accuse"&&i`<button type="button" onClick=${()=>r("accuse")}>${o.t("round-accuse")}</button>`,R=b&&s!=="guess"&&i`<button type="button" onClick=${()=>r("guess")}>${o.t("round-guess")}</button>`,g=[q("accuse")&&w,q("guess")&&R].filter(Boolean);return i`<div class="round">
    <header class="round-head">
      <h1>${o.t("round-title",{n:h.number,total:f.rounds_total})}</h1>
      <${so} clock=${h.clock} skew=${n} />
    </header>
    <${bt} card=${h.my_card} showRoles=${e.settings.show_roles} spies=${(f.settings??e.settings).spies}>
      ${g.length>0?g:null}
    </${bt}>
    ${h.final_voting&&i`<${mo} view=${e} busy=${a.busy} act=${d} />`}
    <${uo} view=${e} skew=${n} />
    ${h.vote&&i`<${po} view=${e} busy=${a.busy} act=${d} skew=${n} />`}
    ${h.reveal_proposal&&i`<${ho} view=${e} busy=${a.busy} act=${d} skew=${n} />`}
    ${h.team&&i`<${fo} view=${e} busy=${a.busy} act=${d} />`}
    ${h.phase==="team_spy_guess"&&i`<${go} view=${e} busy=${a.busy} act=${d} />`}
    ${h.phase==="team_spy_guess"&&h.team?.guess_deadline&&i`<${pe} deadline=${h.team.guess_deadline} skew=${n} />`}
    ${T&&!h.vote&&i`<section class="card turn" aria-live="polite">
      <p><strong>${T===e.me?.player_id?o.t("round-your-turn"):o.t("round-their-turn",{name:N(e,T)})}</strong></p>
      ${m&&i`<p class="muted">${o.t("round-ask-whom")}</p>
        <div class="choices">${m.targets.map(_=>i`<button type="button" disabled=${a.busy} onClick=${()=>d({type:"ask",target:_})}>${o.t("round-ask",{name:N(e,_)})}</button>`)}</div>`}
    </section>`}
    ${s==="accuse"&&y&&!p&&i`<section class="card" aria-label=${o.t("round-accuse")}>
      <p>${W?o.t("round-accuse-whom-small"):o.t("round-accuse-whom")}</p>
      <div class="choices">${y.suspects.map(_=>i`<button type="button" class="danger" disabled=${a.busy}
          onClick=${()=>W?u(_):d({type:"accuse",suspect:_})}>${o.t("round-accuse-one",{name:N(e,_)})}</button>`)}</div>
      <button type="button" class="quiet" onClick=${()=>r(null)}>${o.t("round-cancel")}</button>
    </section>`}
    ${p&&i`<section class="card confirm" role="alertdialog" aria-label=${o.t("round-accuse")}>
      <p>${o.t("round-accuse-confirm",{name:N(e,p)})}</p>
      <button type="button" class="primary danger" disabled=${a.busy} onClick=${()=>d({type:"accuse",suspect:p})}>${o.t("round-confirm")}</button>
      <button type="button" class="quiet" onClick=${()=>(u(null),r(null))}>${o.t("round-cancel")}</button>
    </section>`}
    ${l&&i`<section class="card confirm" role="alertdialog" aria-label=${o.t("round-guess")}>
      <p>${o.t("round-guess-confirm",{place:e.candidate_locations.find(_=>_.id===l)?.name??""})}</p>
      <button type="button" class="primary danger" disabled=${a.busy} onClick=${()=>d({type:"guess",location_id:l})}>${o.t("round-confirm")}</button>
      <button type="button" class="quiet" onClick=${()=>(c(null),r(null))}>${o.t("round-cancel")}</button>
    </section>`}
    <div class="actions">
      ${!q("accuse")&&w}
      ${!q("guess")&&R}
      ${S&&i`<button type="button" disabled=${a.busy} onClick=${()=>d({type:"propose_reveal_middle"})}>${o.t("reveal-propose")}</button>`}
    </div>
    <${D} problem=${a.problem} />
    ${s==="guess"&&!l&&i`<p class="notice">${o.t("round-guess-pick")} <button type="button" class="quiet small" onClick=${()=>r(null)}>${o.t("round-cancel")}</button></p>`}
    ${!k&&i`<${Be} view=${e} onPick=${s==="guess"&&b?c:null} />`}
    <${io} view=${e} />
    <${qe} view=${e} />
    <${eo} view=${e} show=${t} />
  </div>`}function He({code:e,session:t,setSession:n,embedded:o=!1,carrier:a=null}){let s=v(),[r,l]=$(null),[c,p]=$(s.lang),[u,h]=$(0),[f,d]=$("live"),[m,y]=$(null),[b,S]=$(null),k=te(null);C(()=>{if(!t)return;y(null);let w=s.lang,R=Gn(e,{onView:g=>{h(Date.parse(g.now)-Date.now()),l(g),p(w)},onLink:d,onRefused:g=>{g.code==="unauthorized"&&n(null),y(g)}},a);return k.current=R,()=>R.stop()},[e,t?.token,a,a?null:s.lang]);let x=w=>k.current?.show(w.view,w.etag),T;if(m&&m.code!=="unauthorized")T=i`<${D} problem=${m} />`;else if(r&&r.table.closed&&!r.me)T=null;else if(!t||r&&!r.me&&!r.removed)T=i`<${bo} code=${e} session=${t} setSession=${n} show=${x}
      problem=${b} setProblem=${S} />`;else if(!r)T=i`<p class="muted">${s.t("app-loading")}</p>`;else if(r.me)r.round&&r.round.phase!=="over"&&r.me.in_round?T=i`<${yo} view=${r} show=${x} skew=${u} />`:T=i`<${Xn} view=${r} show=${x} skew=${u} />`;else{let w=r.removed?.reason==="kicked";T=i`<p class="notice" role="status">${w?s.t("lobby-removed"):s.t("lobby-left")}</p>
      ${!w&&!r.table.league&&!r.table.closed&&i`<${bo} code=${e} session=${t} setSession=${n} show=${x}
        problem=${b} setProblem=${S} again=${!0} />`}`}let W=o?"section":"main",q=r&&!m&&t;return i`<${W} class="page room" data-version=${r?.version} data-lang=${q?c:void 0}>
    <header class="bar">
      ${!o&&i`<${I} to="/">${s.t("app-back")}</${I}>`}
      <span><span class="room-code-label">${s.t("lobby-code")}</span> <span class="room-code">${e}</span></span>
    </header>
    ${f==="reconnecting"&&i`<p class="banner" role="status">${s.t("app-reconnecting")}</p>`}
    ${r?.table.closed&&i`<p class="notice" role="status">${s.t("lobby-closed")}</p>`}
    ${r?.me&&i`<${to} view=${r} />`}
    ${T}
  </${W}>`}function bo({code:e,session:t,setSession:n,show:o,problem:a,setProblem:s,again:r=!1}){let l=v(),[c,p]=$(t?.user.display_name??""),u=U();return i`<form class="card" onSubmit=${f=>{f.preventDefault(),s(null),u.run(async()=>{let d=await re(c,t,n);try{let m=await Fe(e,c);d===t&&o(m)}catch(m){s(m)}})}}>
    <h2>${r?l.t("lobby-join-again"):l.t("lobby-join-title")}</h2>
    <${de} value=${c} onInput=${p} />
    <button class="primary" type="submit" disabled=${u.busy||!c.trim()}>${l.t("lobby-join-as")}</button>
    <${D} problem=${a??u.problem} />
  </form>`}function $o({session:e,setSession:t}){let n=v(),o=U(),[a,s]=$(""),[r,l]=$(""),[c,p]=$(e?.user.display_name??""),[u,h]=$("log_in"),f=e?.user.guest??!1,d=S=>{S.preventDefault(),o.run(async()=>{let k=f?await An({username:a,password:r,display_name:c||null}):u==="sign_up"?await Nn({username:a,password:r,display_name:c}):await Rn({username:a,password:r});t(k);let x=new URLSearchParams(location.search).get("next");Q(x&&x.startsWith("/")&&!x.startsWith("//")?x:"/")})},m=()=>o.run(async()=>{await Pn(),t(null)}),y=S=>k=>S(k.currentTarget.value),b=e&&!f;return i`<main class="page">
    <header class="bar"><${I} to="/">${n.t("app-back")}</${I}></header>
    <h1>${n.t("account-title")}</h1>
    ${e&&i`<p>${n.t("home-signed-in-as",{name:e.user.display_name})}${f?` (${n.t("home-guest")})`:""}</p>`}
    ${!b&&i`<form class="card" onSubmit=${d}>
      <h2>${f?n.t("account-make-account"):u==="sign_up"?n.t("account-sign-up"):n.t("account-log-in")}</h2>
      ${!f&&i`<div class="choices two" role="group">
        <button type="button" aria-pressed=${u==="log_in"} onClick=${()=>h("log_in")}>${n.t("account-log-in")}</button>
        <button type="button" aria-pressed=${u==="sign_up"} onClick=${()=>h("sign_up")}>${n.t("account-sign-up")}</button>
      </div>`}
      <label class="field">${n.t("account-username")}
        <input name="username" autocomplete="username" required value=${a} onInput=${y(s)} />
      </label>
      <label class="field">${n.t("account-password")}
        <input name="password" type="password" autocomplete=${u==="log_in"&&!f?"current-password":"new-password"}
          required value=${r} onInput=${y(l)} />
      </label>
      ${(f||u==="sign_up")&&i`<label class="field">${n.t("home-your-name")}
        <input name="display_name" autocomplete="nickname" maxlength="32" value=${c} onInput=${y(p)} />
      </label>`}
      <button class="primary" type="submit" disabled=${o.busy}>
        ${f?n.t("account-submit-make"):u==="sign_up"?n.t("account-submit-sign-up"):n.t("account-submit-log-in")}
      </button>
    </form>`}
    ${e&&i`<button type="button" class="quiet" disabled=${o.busy} onClick=${m}>${n.t("account-log-out")}</button>`}
    <${D} problem=${o.problem} />
  </main>`}function vo({session:e,setSession:t}){let n=v(),o=U(),[a,s]=$(null),[r,l]=$(""),[c]=$(()=>new URLSearchParams(location.search).get("claim")??""),[p,u]=$(c);C(()=>{c&&history.replaceState(history.state,"",location.pathname)},[]),C(()=>{e&&o.run(async()=>s(await Fn()))},[e?.token]);let h=e&&!e.user.guest,f=y=>{y.preventDefault(),o.run(async()=>Q(`/nights/${(await Un(r)).code}`))},m=i`<form class="card" onSubmit=${y=>{y.preventDefault(),o.run(async()=>{let b=await Wn(p);t({token:b.token,user:b.user,expires_at:b.expires_at}),Q(`/nights/${b.night.code}`)})}}>
    <h2>${n.t("nights-claim-title")}</h2>
    <p class="muted">${c?n.t("nights-claim-from-slip"):n.t("nights-claim-hint")}</p>
    <label class="field">${n.t("nights-claim-code")}
      <input name="claim-code" autocapitalize="characters" autocomplete="off" spellcheck="false" maxlength="32" required
        value=${p} onInput=${y=>u(y.currentTarget.value)} />
    </label>
    <button class=${c?"primary":""} type="submit" disabled=${o.busy||!p.trim()}>${n.t("nights-claim")}</button>
  </form>`;return i`<main class="page">
    <header class="bar"><${I} to="/">${n.t("app-back")}</${I}></header>
    <h1>${n.t("nights-title")}</h1>
    ${c&&m}
    ${a&&a.length>0&&i`<section class="card">
      <h2>${n.t("nights-mine")}</h2>
      <ul class="night-list">${a.map(y=>i`<li><${I} to=${`/nights/${y.code}`}>${y.name}</${I}> <span class="muted">${y.season} · ${n.t("nights-status",{status:y.status})}</span></li>`)}</ul>
    </section>`}
    ${a&&a.length===0&&i`<p class="muted">${n.t("nights-none")}</p>`}
    <form class="card" onSubmit=${f}>
      <h2>${n.t("nights-join-title")}</h2>
      ${h?i`<label class="field">${n.t("nights-code")}
            <input name="night-code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
              maxlength="16" required value=${r} onInput=${y=>l(y.currentTarget.value.toUpperCase())} />
          </label>
          <button class="primary" type="submit" disabled=${o.busy||!r.trim()}>${n.t("nights-join")}</button>`:i`<p class="muted">${n.t("nights-account-needed")} <${I} to="/account">${n.t("account-title")}</${I}></p>`}
    </form>
    ${!c&&m}
    <${D} problem=${o.problem} />
  </main>`}function wo({code:e,session:t,setSession:n}){let o=v(),[a,s]=$(null),[r,l]=$("live"),[c,p]=$(null),[u,h]=$(null),[f,d]=$(0);C(()=>{if(!t)return;p(null);let b=Yn(e,{onView:s,onLink:l,onRefused:S=>{S.code==="unauthorized"&&n(null),p(S)}});return h(b.carrier),()=>b.stop()},[e,t?.token,f,o.lang]);let m=a?.my_table,y=i`<header class="bar">
    <${I} to="/nights">${o.t("nights-title")}</${I}>
    <span class="room-code">${e}</span>
  </header>`;if(!t||c){let b=!t||c?.code==="not_in_night";return i`<main class="page">${y}
      ${b?i`<${js} code=${e} session=${t} setSession=${n}
            onDone=${()=>d(f+1)} />`:i`<${D} problem=${c} /><${I} to="/nights">${o.t("nights-join-title")}</${I}>`}
    </main>`}return i`<main>
    <div class="page night">
      ${y}
      ${r==="reconnecting"&&!m&&i`<p class="banner" role="status">${o.t("app-reconnecting")}</p>`}
      ${a?i`<section class="card" aria-live="polite">
            <h1>${a.name}</h1>
            <p class="muted">${a.season}</p>
            <p>${o.t("nights-status",{status:a.status})} · ${o.t("nights-playing-as",{name:a.me.display_name})}</p>
            ${a.announcement&&i`<p class="banner announcement">${a.announcement}</p>`}
            ${a.next_seating_at&&!m&&i`<p class="muted">${o.t("nights-next-seating",{time:Ds(a.next_seating_at,o.lang)})}</p>`}
            ${a.me.withdrawn&&i`<p class="notice">${o.t("nights-withdrawn")}</p>`}
            ${!a.me.withdrawn&&a.status!=="finished"&&!a.me.checked_in&&i`<${Fs} code=${e} onDone=${s} />`}
            ${a.me.sitting_out&&i`<p class="notice" role="status">${o.t("nights-sitting-out",{round:a.current_round??1})}</p>`}
            ${m?i`<p><strong>${o.t("nights-my-table",{table:m.table,round:m.round})}</strong></p>
                  <p class="muted">${m.players.map(b=>b.display_name).join(", ")}</p>`:a.status!=="finished"&&a.me.checked_in&&!a.me.sitting_out&&!a.me.withdrawn&&i`<p class="notice" role="status">${o.t("nights-wait-seating")}</p>`}
          </section>`:i`<p class="muted">${o.t("app-loading")}</p>`}
      ${a&&i`<${Us} code=${e} version=${a.version} />`}
    </div>
    ${m&&i`<${He} key=${m.room_code} code=${m.room_code} session=${t} setSession=${n}
      carrier=${u} embedded />`}
  </main>`}function Ds(e,t){return new Intl.DateTimeFormat(t,{hour:"2-digit",minute:"2-digit"}).format(new Date(e))}function js({code:e,session:t,setSession:n,onDone:o}){let a=v(),s=U(),[r,l]=$(t?.user.display_name??"");return i`<form class="card" onSubmit=${p=>{p.preventDefault(),s.run(async()=>{await re(r,t,n),await gt(e),o()})}}>
    <h1>${a.t("nights-door-title")}</h1>
    <p>${a.t("nights-check-in-hint")}</p>
    ${!t&&i`<${de} value=${r} onInput=${l} />`}
    <button class="primary" type="submit" disabled=${s.busy||!t&&!r.trim()}>${a.t("nights-check-in")}</button>
    <${D} problem=${s.problem} />
    ${(!t||t.user.guest)&&i`<p class="muted">${a.t("nights-have-account")} <${I} to=${`/account?next=${encodeURIComponent(`/nights/${e}`)}`}>${a.t("nights-sign-in")}</${I}></p>`}
  </form>`}function Fs({code:e,onDone:t}){let n=v(),o=U();return i`<div>
    <p>${n.t("nights-check-in-hint")}</p>
    <button class="primary" type="button" disabled=${o.busy}
      onClick=${()=>o.run(async()=>t(await gt(e)))}>${n.t("nights-check-in")}</button>
    <${D} problem=${o.problem} />
  </div>`}function Us({code:e,version:t}){let n=v(),o=U(),[a,s]=$(!1),[r,l]=$(null);return C(()=>{a&&o.run(async()=>l(await zn(e)))},[e,t,a]),i`<details class="card" onToggle=${c=>s(c.currentTarget.open)}>
    <summary>${n.t("nights-standings")}</summary>
    <${D} problem=${o.problem} />
    <ol class="standings">
      ${(r?.standings??[]).map(c=>i`<li value=${c.rank} class=${c.me?"me":""}>${c.display_name}: ${n.t("lobby-points",{n:c.points})} · ${n.t("nights-rounds-played",{n:c.rounds_played})}${c.me?` (${n.t("lobby-you")})`:""}</li>`)}
    </ol>
  </details>`}var ko=["/","/r/{code}","/nights","/nights/{code}","/account"];var zs=e=>new RegExp(`^${e.replace("{code}","([A-Za-z0-9]{1,16})")}/?$`),qs=ko.map(e=>({page:e,re:zs(e)}));function To(e){for(let{page:t,re:n}of qs){let o=n.exec(e);if(o)return{page:t,code:(o[1]??"").toUpperCase()}}return{page:"/",code:""}}function xo({messages:e,arriving:t}){let[n,o]=$(e),[a,s]=$(!1),r=te(0),[l,c]=$($e),[p,u]=$(location.pathname),h=n.lang;En(h);let f=x=>{let T=++r.current;x.then(W=>r.current===T&&(o(W),s(!1)),()=>r.current===T&&s(!0))};C(()=>{t&&f(t)},[]),C(()=>{let x=()=>u(location.pathname);return addEventListener("popstate",x),()=>removeEventListener("popstate",x)},[]),C(()=>{document.documentElement.lang=h,document.title=n.t("app-title")},[h]);let m={session:l,setSession:x=>{vn(x),c(x)}},{page:y,code:b}=To(p),k={"/r/{code}":()=>i`<${He} key=${b} code=${b} ...${m} />`,"/nights/{code}":()=>i`<${wo} key=${b} code=${b} ...${m} />`,"/nights":()=>i`<${vo} ...${m} />`,"/account":()=>i`<${$o} ...${m} />`}[y]?.()??i`<${Bn} ...${m} />`;return i`<${Ie.Provider} value=${n}>
    ${k}
    <footer class="page footer">
      <label>
        ${n.t("app-language")}
        <select
          value=${h}
          onChange=${x=>{let T=x.currentTarget.value;f(Me(T).then(W=>(bn(T),W)))}}
        >
          ${Object.entries(dt).map(([x,T])=>i`<option value=${x} lang=${x}>${T}</option>`)}
        </select>
      </label>
      ${a&&i`<p class="error" role="alert">${n.t("app-language-unavailable")}</p>`}
    </footer>
  </${Ie.Provider}>`}var Bs=3e3,vt=document.getElementById("app");if(vt){let e=Me(yn()).catch(()=>be),t=new Promise(n=>setTimeout(()=>n(null),Bs));Promise.race([e,t]).then(n=>{vt.textContent="",Mt(i`<${xo} messages=${n??be} arriving=${n?null:e} />`,vt)})}"serviceWorker"in navigator&&navigator.serviceWorker.register("/sw.js").catch(()=>{});
