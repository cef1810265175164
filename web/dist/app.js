var D,It,Bo,ne,Xe,Ee,Mt,Te,Pt,nt,et,Ot,he=Symbol.for("pv"),Ce={},Re=[],Go=/^m(i|n|o|s|text|space)$/,ot=Array.isArray,st=Re.slice,ie=Object.assign;function re(e){e&&e.parentNode&&e.remove()}function Dt(e,t,n){var o,s,a,r={},l=arguments.length;for(a in t)a=="key"?o=t[a]:a=="ref"&&typeof e!="function"?s=t[a]:r[a]=t[a];return l>2&&(r.children=l>3?st.call(arguments,2):n),me(e,r,o,s,null)}function me(e,t,n,o,s){var a={type:e,props:t,key:n,ref:o,__k:null,__:null,__b:0,__e:null,__c:null,constructor:he,__v:s||++It,__i:-1,__u:0};return!s&&D.vnode&&D.vnode(a),a}function Le(e){return e.children}function xe(e,t){this.props=e,this.context=t,this.__g=0}function oe(e,t){if(t==null)return e.__&&oe(e.__,e.__i+1);for(var n;t<e.__k.length;t++)if((n=e.__k[t])&&n.__e)return n.__e;return typeof e.type!="function"||e.props.__P?null:oe(e)}function Yo(e){var t,n=e.__v,o=n.__e,s=[],a=[],r=e.__P;r&&((t=ie({constructor:he},n)).__v=n.__v+1,D.vnode&&D.vnode(t),at(r,t,n,e.__n,r.namespaceURI,32&n.__u?[o]:null,s,o||oe(n),32&n.__u,a),t.__v=n.__v,t.__.__k[t.__i]=t,zt(s,t,a),n.__=n.__e=null,t.__e!=o&&jt(t))}function jt(e){if((e=e.__)&&e.__c&&!e.props.__P)return e.__e=null,e.__k.some(function(t){return t&&(e.__e=t.__e)}),jt(e)}function tt(e){(8&e.__g||(e.__g|=8,ne.push(e),Ee++))&&Xe==D.debounceRendering||((Xe=D.debounceRendering)||queueMicrotask)(Ut)}function Ut(){try{for(var e,t=1;ne.length;)ne.length>t&&ne.sort(Mt),e=ne.shift(),t=ne.length,8&e.__g&&Yo(e)}finally{(Ee=ne.length)&&(Xe||queueMicrotask)(Ut)}}function Ft(e,t,n,o,s,a,r,l,c,p,d){var m,f,u,h,$,v,S=o.__k||Re,T=t.length;for(c=Ho(n,t,S,c,T),m=0;m<T;m++)(u=n.__k[m])!=null&&(f=~u.__i&&S[u.__i]||Ce,u.__i=m,v=at(e,u,f,s,a,r,l,c,p,d),h=u.__e,(f.ref!=u.ref||8&f.__u)&&(f.ref&&rt(f.ref,null,u,f),u.ref&&d.push(u.ref,u.__c||h,u)),$=$||h,4&u.__u?(c=Wt(u,c,e,!f.__v),f.__e&&(f.__e=null)):typeof u.type=="function"&&v!==void 0?c=v:h&&(c=h.nextSibling),u.__u&=-21);return n.__e=$,c}function Ho(e,t,n,o,s){var a,r,l,c,p,d,m,f,u,h=n.length,$=h,v=0,S=0,T=e.__k=Array(s);for(a=0;a<s;a++)(r=t[a])!=null&&typeof r!="boolean"&&typeof r!="function"?(typeof r!="object"||r.constructor===String?r=T[a]=me(null,r):ot(r)?r=T[a]=me(Le,{children:r}):r.constructor===he&&r.__b?r=T[a]=me(r.type,r.props,r.key,r.ref,r.__v):T[a]=r,c=a+v,r.__=e,r.__b=e.__b+1,l=null,~(p=r.__i=Vo(r,n,c,$))&&($--,(l=n[p])&&(l.__u|=2)),l&&l.__v?(r.__u|=16,p==c-1?v--:p==c+1?v++:p!=c&&(p>c?v--:v++,S=1)):(~p||(s>h?v--:s<h&&v++),typeof r.type!="function"&&(r.__u|=4))):T[a]=null;if(S){for(d=[],m=[],a=0;a<s;a++)if((r=T[a])&&16&r.__u){for(v=0,f=d.length;v<f;)d[u=v+f>>1]<r.__i?v=u+1:f=u;d[v]=r.__i,m[a]=v+1}for(v=d.length;a--;)m[a]&&(m[a]==v?v--:T[a].__u|=4)}if($)for(a=0;a<h;a++)!(l=n[a])||2&l.__u||(l.__e==o&&(o=oe(l)),it(l,l));return o}function Wt(e,t,n,o){var s,a,r,l;if(typeof e.type=="function"){if(e.props.__P)return t;if(s=e.__k)for(a=0;a<s.length;a++)s[a]&&(s[a].__=e,t=Wt(s[a],t,n,!1));return t}for(t&&!t.parentNode&&(t=oe(e))&&!t.parentNode&&(t=null),r=e.__e,l=t;l&&l.nodeType==8;)l=l.nextSibling;for(r!=l&&(!o&&n.moveBefore&&r.parentNode?n.moveBefore(r,t):n.insertBefore(r,t||null)),t=r;(t=t&&t.nextSibling)&&t.nodeType==8&&!t.data.startsWith("$s"););return t}function Vo(e,t,n,o){var s,a=e.key,r=e.type,l=t[n],c=l&&!(2&l.__u);if(l===null&&a==null||c&&a==l.key&&r==l.type)return n;if(o>(c?1:0)){for(s=n-1;s>=0;s--)if((l=t[s])&&!(2&l.__u)&&a==l.key&&r==l.type)return s;for(s=n+1;s<t.length;s++)if((l=t[s])&&!(2&l.__u)&&a==l.key&&r==l.type)return s}return-1}function At(e,t,n){n==null&&(n=""),t[0]=="-"?e.setProperty(t,n):e[t]=n}function ke(e,t,n,o,s){var a,r;if(t=="style")if(typeof n=="string")e.style.cssText=n;else{if(typeof o=="string"&&(e.style.cssText=o=""),o)for(t in o)n&&t in n||At(e.style,t);if(n)for(t in n)o&&n[t]==o[t]||At(e.style,t,n[t])}else if(t[0]=="o"&&t[1]=="n")typeof n!="function"&&(n=null),typeof o!="function"&&(o=null),(e.__e||(e.__e={}))[t]=n,n&&o||(r=et[t]||(et[t]=Ko(t)),(e.__a||(e.__a={}))[t]=nt,a=t!=(t=t.replace(Pt,"$1")),(t=t.slice(2))[0]<"a"&&(t=t.toLowerCase()),n?e.addEventListener(t,r,a):e.removeEventListener(t,r,a));else{if(s=="http://www.w3.org/2000/svg")t=t.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if(t!="width"&&t!="height"&&t!="href"&&t!="list"&&t!="form"&&t!="tabIndex"&&t!="download"&&t!="rowSpan"&&t!="colSpan"&&t!="role"&&t!="popover"&&t in e)try{return void(e[t]=n??"")}catch{}if(typeof n=="function")return;n==null||n===!1&&t[4]!="-"?e.removeAttribute(t):e.setAttribute(t,t=="popover"&&n==1?"":n)}}function Ko(e){return function(t){var n=this.__e;if(n){if(n=n[e],t[Te]==null)t[Te]=nt++;else if(t[Te]<this.__a[e])return;return n(D.event?D.event(t):t)}}}function at(e,t,n,o,s,a,r,l,c,p){var d,m,f,u,h,$,v,S,T,_,k,P,U,x,R,g,b,E,A=t.type;if(t.constructor!==he)return null;128&n.__u&&(c=32&n.__u,d=n.__c.__z)&&(t.__u|=c,m=a=[],d.nodeType==8?l=Se(d,a):a.push(d),l=a[0]||l),(d=D.__b)&&d(t);e:if(typeof A=="function"){f=r.length;try{if(S=t.props,T=(d=A.prototype)&&d.render,_=(d=A.contextType)&&o[d.__c],k=d?_?_.props.value:d.__:o,(u=n.__c)?(t.__c=u,2&u.__g&&(u.__g|=1)):(T?t.__c=u=new A(S,k):(t.__c=u=new xe(S,k),u.constructor=A,u.render=Zo),_&&_.sub(u),u.state||(u.state={}),u.__n=o,u.__g|=8,u.__h=[],u.__k=[]),T&&(u.__s||(u.__s=u.state),A.getDerivedStateFromProps&&(u.__s==u.state&&(u.__s=ie({},u.__s)),ie(u.__s,A.getDerivedStateFromProps(S,u.__s)))),h=u.props,$=u.state,u.__v=t,n.__c){if(S!==h&&T&&!A.getDerivedStateFromProps&&u.componentWillReceiveProps&&u.componentWillReceiveProps(S,k),t.__v==n.__v&&!(8&u.__g)||!(4&u.__g)&&u.shouldComponentUpdate&&u.shouldComponentUpdate(S,u.__s,k)===!1){t.__v!=n.__v&&(u.props=S,u.state=u.__s,u.__g&=-9),t.__e=n.__e,t.__k=n.__k,t.__k.some(function(I){I&&(I.__=t)}),Re.push.apply(u.__h,u.__k),u.__k=[],u.__h.length&&r.push(u),l=oe(n);break e}u.componentWillUpdate&&u.componentWillUpdate(S,u.__s,k),T&&u.componentDidUpdate&&u.__h.push(function(){u.componentDidUpdate(h,$,v)})}else T&&!A.getDerivedStateFromProps&&u.componentWillMount&&u.componentWillMount(),T&&u.componentDidMount&&u.__h.push(u.componentDidMount);u.context=k,u.props=S,u.__P=e,u.__g&=-5,P=D.__r,U=T?25:0;do u.__g&=-9,P&&P(t),d=u.render(u.props,u.state=u.__s,u.context);while(8&u.__g&&++U<25);T&&(Re.push.apply(u.__h,u.__k),u.__k=[]),u.state=u.__s,u.getChildContext&&(o=ie({},o,u.getChildContext())),T&&n.__c&&u.getSnapshotBeforeUpdate&&(v=u.getSnapshotBeforeUpdate(h,$)),x=d&&d.type===Le&&d.key==null?d.props.children:d,S.__P&&(d=l,s=(e=S.__P).namespaceURI,c=a=null,n.props&&n.props.__P!=e&&(n.__k.some(function(I){I&&it(I,I)}),n.__k=null),l=n.__k?oe(n,0):null),l=Ft(e,ot(x)?x:[x],t,n,o,s,a,r,l,c,p),S.__P&&(t.__e=null,l=d),t.__u&=-161,m&&m.some(re),u.__h.length&&r.push(u),1&u.__g&&(u.__g&=-4)}catch(I){if(r.length=f,t.__v=null,c||a)if(I&&I.then){if(t.__u|=128|c,a){for(~(b=a.indexOf(l||void 0))||(b=a.length);(E=a[b-1])&&E.nodeType==8;)b--;for(;b<a.length;b++)if(E=a[b])if(a[b]=null,R){if(E==g)break}else{if(E.nodeType!=8)break;E.data.startsWith("$s")&&(g=Se(R=E))}}if(!R){for(;l&&l.nodeType==8&&l.nextSibling;)l=l.nextSibling;R=l}(d=Se(R=t.__c.__z||(t.__c.__z=R)))?(t.__e=R,l=d):t.__e=l,l=l&&l.nextSibling}else a&&a.some(re);else t.__e=n.__e;t.__k||(t.__k=n.__k||[]),I&&I.then||qt(t),D.__e(I,t,n)}}else l=t.__e=Jo(n.__e,t,n,o,s,a,r,c,p,e);return(d=D.diffed)&&d(t),l}function Se(e,t){if(e&&e.nodeType==8&&e.data.startsWith("$s"))for(var n=1;e=e.nextSibling;){if(e.nodeType==8){if(e.data.startsWith("$s"))n++;else if(e.data.startsWith("/$s")&&!--n)return e}t&&t.push(e)}}function qt(e){e&&(e.__c&&(e.__c.__g|=4),e.__k&&e.__k.some(qt))}function zt(e,t,n){for(var o=0;o<n.length;)rt(n[o++],n[o++],n[o++]);D.__c&&D.__c(t,e),e.some(function(s){try{e=s.__h,s.__h=[],e.some(function(a){a.call(s)})}catch(a){D.__e(a,s.__v)}})}function Jo(e,t,n,o,s,a,r,l,c,p){var d,m,f,u,h,$,v,S,T=n.props||Ce,_=t.props,k=t.type;if(k=="svg"?s="http://www.w3.org/2000/svg":k=="math"?s="http://www.w3.org/1998/Math/MathML":s||(s="http://www.w3.org/1999/xhtml"),a){for(d=0;d<a.length;d++)if((h=a[d])&&(k?h.localName==k:h.nodeType==3)){e=h,a[d]=null;break}}if(!e){if(S=p.ownerDocument||document,!k)return S.createTextNode(_);e=S.createElementNS(s,k,_.is?_:p),l&&(D.__m&&D.__m(t,a),l=!1),a=null}if(k){if(p=k=="template"&&e.content||e,a=k=="textarea"&&_.defaultValue!=null?null:a&&st.call(p.childNodes),!l&&a)for(T={},d=0;d<e.attributes.length;d++)T[(h=e.attributes[d]).name]=h.value;for(d in T)h=T[d],d=="dangerouslySetInnerHTML"?f=h:d=="children"||d in _||d=="value"&&"defaultValue"in _||d=="checked"&&"defaultChecked"in _||ke(e,d,null,h,s);for(d in _)h=_[d],d=="children"?u=h:d=="dangerouslySetInnerHTML"?m=h:d=="value"?$=h:d=="checked"?v=h:l&&typeof h!="function"||T[d]===h||ke(e,d,h,T[d],s);m?(l||f&&(m.__html==f.__html||m.__html==e.innerHTML)||(e.innerHTML=m.__html),t.__k=[]):(f&&(e.textContent=""),(k=="foreignObject"||s=="http://www.w3.org/1998/Math/MathML"&&Go.test(k))&&(s="http://www.w3.org/1999/xhtml"),Ft(p,ot(u)?u:[u],t,n,o,s,a,r,a?a[0]:n.__k&&oe(n,0),l,c),a&&a.some(re)),l&&k!="textarea"||(d="value",k=="progress"&&$==null?e.removeAttribute(d):$==null||$===e[d]&&(k!="progress"||$)||ke(e,d,$,T[d],s),d="checked",v!=null&&v!=e[d]&&ke(e,d,v,T[d],s))}else T===_||l&&e.data==_||(e.data=_);return e}function rt(e,t,n,o){try{typeof e=="function"?t?t.__x=e(t)||1:o&&(o=o.__c||o.__e)&&(t=o.__x)&&(o.__x=null,typeof t=="function"?t():e(null)):e.current=t}catch(s){D.__e(s,n)}}function it(e,t,n){var o,s,a,r;if(D.unmount&&D.unmount(e),!(o=e.ref)||o.current&&o.current!=e.__e||rt(o,null,t,e),o=e.__c){if(o.componentWillUnmount)try{o.componentWillUnmount()}catch(l){D.__e(l,t)}o.__P=o.__n=null}if(o=e.__k)for(r=0;r<o.length;r++)o[r]&&it(o[r],t,typeof e.type!="function"||n&&!e.props.__P);!n&&(o=e.__c)&&(o=o.__z)&&(s=Se(o,a=[]))&&(o==e.__e&&a.some(re),re(s),re(o)),n||re(e.__e),e.__e=e.__c=e.__=null}function Zo(e,t,n){return this.constructor(e,n)}function Bt(e,t){var n,o,s,a;D.__&&D.__(e,t),t.nodeType==9&&(t=t.documentElement),o=(n=e&&32&e.__u)?null:t.__k,t.__k=me(Le,{children:[e]}),s=[],a=[],at(t,t.__k,o||Ce,Ce,t.namespaceURI,o?null:t.firstChild?st.call(t.childNodes):null,s,o?o.__e:t.firstChild,n,a),zt(s,t.__k,a),t.__k.props.children=null}function Gt(e){function t(n){var o,s;return this.getChildContext||(o=new Set,(s={})[t.__c]=this,this.getChildContext=function(){return s},this.shouldComponentUpdate=function(a){this.props.value!=a.value&&o.forEach(function(r){r.__g|=4,tt(r)})},this.sub=function(a){o.add(a);var r=a.componentWillUnmount;a.componentWillUnmount=function(){o.delete(a),r&&r.call(a)}}),n.children}return t.__c="__cC"+Ot++,t.__=e,t.Provider=(t.Consumer=function(n,o){return n.children(o)}).contextType=t,t}D={__e:function(e,t,n,o){for(var s,a,r;t=t.__;)if((s=t.__c)&&!(1&s.__g)){s.__g|=4;try{if((r=(a=s.constructor)&&a.getDerivedStateFromError)&&s.setState(a.getDerivedStateFromError(e)),s.componentDidCatch&&(s.componentDidCatch(e,o||{}),r=1),r&&8&s.__g)return void(s.__g|=2)}catch(l){e=l}}throw Ee=0,e}},It=0,Bo=function(e){return e!=null&&e.constructor===he},xe.prototype.setState=function(e,t){var n=this.__s;n&&n!=this.state||(n=this.__s=ie({},this.state)),typeof e=="function"&&(e=e(ie({},n),this.props)),e&&(ie(n,e),this.__v&&(t&&this.__k.push(t),tt(this)))},xe.prototype.forceUpdate=function(e){this.__v&&(this.__g|=4,e&&this.__h.push(e),tt(this))},xe.prototype.render=Le,ne=[],Ee=0,Mt=function(e,t){return e.__v.__b-t.__v.__b},Te=Symbol(),Pt=/(PointerCapture)$|Capture$/i,nt=0,et={},Ot=0;var Ht=function(e,t,n,o){var s;t[0]=0;for(var a=1;a<t.length;a++){var r=t[a++],l=t[a]?(t[0]|=r?1:2,n[t[a++]]):t[++a];r===3?o[0]=l:r===4?o[1]=Object.assign(o[1]||{},l):r===5?(o[1]=o[1]||{})[t[++a]]=l:r===6?o[1][t[++a]]+=l+"":r?(s=e.apply(l,Ht(e,l,n,["",null])),o.push(s),l[0]?t[0]|=2:(t[a-2]=0,t[a]=s)):o.push(l)}return o},Yt=new Map;function Vt(e){var t=Yt.get(this);return t||(t=new Map,Yt.set(this,t)),(t=Ht(this,t.get(e)||(t.set(e,t=(function(n){for(var o,s,a=1,r="",l="",c=[0],p=function(f){a===1&&(f||(r=r.replace(/^\s*\n\s*|\s*\n\s*$/g,"")))?c.push(0,f,r):a===3&&(f||r)?(c.push(3,f,r),a=2):a===2&&r==="..."&&f?c.push(4,f,0):a===2&&r&&!f?c.push(5,0,!0,r):a>=5&&((r||!f&&a===5)&&(c.push(a,0,r,s),a=6),f&&(c.push(a,f,0,s),a=6)),r=""},d=0;d<n.length;d++){d&&(a===1&&p(),p(d));for(var m=0;m<n[d].length;m++)o=n[d][m],a===1?o==="<"?(p(),c=[c],a=3):r+=o:a===4?r==="--"&&o===">"?(a=1,r=""):r=o+r[0]:l?o===l?l="":r+=o:o==='"'||o==="'"?l=o:o===">"?(p(),a=1):a&&(o==="="?(a=5,s=r,r=""):o==="/"&&(a<5||n[d][m+1]===">")?(p(),a===3&&(c=c[0]),a=c,(c=c[0]).push(2,0,a),a=0):o===" "||o==="	"||o===`
`||o==="\r"?(p(),a=2):r+=o),a===3&&r==="!--"&&(a=4,c=c[0])}return p(),c})(e)),t),arguments,[])).length>1?t:t[0]}var i=Vt.bind(Dt);var le,W,lt,Kt,ct=Object.is,Ne=0,sn=[],ut=[],q=D,Jt=q.__b,Zt=q.__r,Qt=q.diffed,Xt=q.__c,en=q.unmount,tn=q.__;function Ae(e,t){q.__h&&q.__h(W,e,Ne||t),Ne=0;var n=W.__H||(W.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function y(e){return Ne=1,Qo(ln,e)}function Qo(e,t,n){var o=Ae(le++,2);if(o.t=e,!o.__c&&(o.__=[n?n(t):ln(void 0,t),function(a){var r=(o.__N||o.__)[0],l=o.t(r,a);ct(r,l)||(o.__N=[l,o.__[1]],o.__c.setState({}))}],o.__c=W,!W.__f)){W.__f=!0;var s=W.shouldComponentUpdate;W.shouldComponentUpdate=function(a,r,l){var c=this.__H;if(!c)return!0;var p=!1,d=this.props!=a;if(c.__.some(function(f){f.__N&&(p=!0,ct(f.__[0],f.__N[0])||(d=!0))}),s){var m=s.call(this,a,r,l);return p?m||d:m}return!p||d}}return o.__}function C(e,t){var n=Ae(le++,3);!q.__s&&rn(n.__H,t)&&(n.__P=!0,n.__=e,n.u=t,W.__H.__h.push(n))}function se(e){return Ne=5,Xo(function(){return{current:e}},[])}function Xo(e,t){var n=Ae(le++,7);return rn(n.__H,t)&&(n.__=e(),n.__H=t),n.__}function an(e){var t=W.context[e.__c],n=Ae(le++,9);return n.c=e,t?(n.__==null&&(n.__=!0,t.sub(W)),t.props.value):e.__}function es(){var e;do{for(;e=ut.shift();)try{fe(e)}catch(n){q.__e(n,{__:(e=e.__P)&&e.__v})}for(;e=sn.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(fe),t.__h.some(dt),t.__h=[]}catch(n){t.__h=[],q.__e(n,e.__v)}}}while(ut.length)}q.__b=function(e){W=null,Jt&&Jt(e)},q.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),tn&&tn(e,t)},q.__r=function(e){Zt&&Zt(e),le=0;var t=(W=e.__c).__H;t&&(lt==W?W.__h=[]:(t.__h.some(fe),t.__h.some(dt),le=0),t.__h=[],t.__.some(function(n){n.__N&&(n.__=n.__N),n.u=n.__N=void 0})),lt=W},q.diffed=function(e){Qt&&Qt(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&on(sn.push(t)),t.__H.__.some(function(n){n.u&&(n.__H=n.u)})),lt=W=null},q.__c=function(e,t){t.some(function(n){try{n.__h.some(fe),n.__h=n.__h.filter(function(o){return!o.__||dt(o)})}catch(o){n.__h=[function(){throw o}]}}),Xt&&Xt(e,t)},q.unmount=function(e){en&&en(e);var t,n,o=e.__c;o&&o.__H&&(o.__H.__.some(function(s){try{if(s.__P&&s.__c){if(n===void 0){for(n=e.__;n&&(!n.__c||!n.__c.__P);)n=n.__;n=n&&n.__c}s.__P=n,on(ut.push(s))}else fe(s)}catch(a){t=a}}),o.__H=void 0,t&&q.__e(t,o.__v))};var nn=typeof requestAnimationFrame=="function";function ts(e){var t,n=function(){clearTimeout(o),nn&&cancelAnimationFrame(t),setTimeout(e)},o=setTimeout(n,35);nn&&(t=requestAnimationFrame(n))}function on(e){e!=1&&Kt==q.requestAnimationFrame||((Kt=q.requestAnimationFrame)||ts)(es)}function fe(e){var t=W,n=e.__c;typeof n=="function"&&(e.__c=void 0,n()),W=t}function dt(e){var t=W;e.__c=e.__(),W=t}function rn(e,t){return!e||e.length!=t.length||t.some(function(n,o){return!ct(n,e[o])})}function ln(e,t){return typeof t=="function"?t(e):t}var Z=class{constructor(t){this.value=t}valueOf(){return this.value}},j=class extends Z{constructor(t="???"){super(t)}toString(t){return`{${this.value}}`}},G=class extends Z{constructor(t,n={}){super(t),this.opts=n}toString(t){if(t)try{return t.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return this.value.toString(10)}},Q=class e extends Z{static supportsValue(t){if(typeof t=="number"||t instanceof Date)return!0;if(t instanceof Z)return e.supportsValue(t.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(t instanceof n.Instant||t instanceof n.PlainDateTime||t instanceof n.PlainDate||t instanceof n.PlainMonthDay||t instanceof n.PlainTime||t instanceof n.PlainYearMonth)return!0}return!1}constructor(t,n={}){t instanceof e?(n={...t.opts,...n},t=t.value):t instanceof Z&&(t=t.valueOf()),typeof t=="object"&&"calendarId"in t&&n.calendar===void 0&&(n={...n,calendar:t.calendarId}),super(t),this.opts=n}[Symbol.toPrimitive](t){return t==="string"?this.toString():this.toNumber()}toNumber(){let t=this.value;if(typeof t=="number")return t;if(t instanceof Date)return t.getTime();if("epochMilliseconds"in t)return t.epochMilliseconds;if("toZonedDateTime"in t)return t.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(t){if(t)try{return t.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var cn=100,ns="⁨",os="⁩";function ss(e,t,n){if(n===t||n instanceof G&&t instanceof G&&n.value===t.value)return!0;if(t instanceof G&&typeof n=="string"){let o=e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value);if(n===o)return!0}return!1}function un(e,t,n){return t[n]?ce(e,t[n].value):(e.reportError(new RangeError("No default")),new j)}function pt(e,t){let n=[],o=Object.create(null);for(let s of t)s.type==="narg"?o[s.name]=ge(e,s.value):n.push(ge(e,s));return{positional:n,named:o}}function ge(e,t){switch(t.type){case"str":return t.value;case"num":return new G(t.value,{minimumFractionDigits:t.precision});case"var":return as(e,t);case"mesg":return rs(e,t);case"term":return is(e,t);case"func":return ls(e,t);case"select":return cs(e,t);default:return new j}}function as(e,{name:t}){let n;if(e.params)if(Object.prototype.hasOwnProperty.call(e.params,t))n=e.params[t];else return new j(`$${t}`);else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))n=e.args[t];else return e.reportError(new ReferenceError(`Unknown variable: $${t}`)),new j(`$${t}`);if(n instanceof Z)return n;switch(typeof n){case"string":return n;case"number":return new G(n);case"object":if(Q.supportsValue(n))return new Q(n);default:return e.reportError(new TypeError(`Variable type not supported: $${t}, ${typeof n}`)),new j(`$${t}`)}}function rs(e,{name:t,attr:n}){let o=e.bundle._messages.get(t);if(!o)return e.reportError(new ReferenceError(`Unknown message: ${t}`)),new j(t);if(n){let s=o.attributes[n];return s?ce(e,s):(e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new j(`${t}.${n}`))}return o.value?ce(e,o.value):(e.reportError(new ReferenceError(`No value: ${t}`)),new j(t))}function is(e,{name:t,attr:n,args:o}){let s=`-${t}`,a=e.bundle._terms.get(s);if(!a)return e.reportError(new ReferenceError(`Unknown term: ${s}`)),new j(s);if(n){let l=a.attributes[n];if(l){e.params=pt(e,o).named;let c=ce(e,l);return e.params=null,c}return e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new j(`${s}.${n}`)}e.params=pt(e,o).named;let r=ce(e,a.value);return e.params=null,r}function ls(e,{name:t,args:n}){let o=e.bundle._functions[t];if(!o)return e.reportError(new ReferenceError(`Unknown function: ${t}()`)),new j(`${t}()`);if(typeof o!="function")return e.reportError(new TypeError(`Function ${t}() is not callable`)),new j(`${t}()`);try{let s=pt(e,n);return o(s.positional,s.named)}catch(s){return e.reportError(s),new j(`${t}()`)}}function cs(e,{selector:t,variants:n,star:o}){let s=ge(e,t);if(s instanceof j)return un(e,n,o);for(let a of n){let r=ge(e,a.key);if(ss(e,s,r))return ce(e,a.value)}return un(e,n,o)}function mt(e,t){if(e.dirty.has(t))return e.reportError(new RangeError("Cyclic reference")),new j;e.dirty.add(t);let n=[],o=e.bundle._useIsolating&&t.length>1;for(let s of t){if(typeof s=="string"){n.push(e.bundle._transform(s));continue}if(e.placeables++,e.placeables>cn)throw e.dirty.delete(t),new RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${cn}`);o&&n.push(ns),n.push(ge(e,s).toString(e)),o&&n.push(os)}return e.dirty.delete(t),n.join("")}function ce(e,t){return typeof t=="string"?e.bundle._transform(t):mt(e,t)}var Ie=class{constructor(t,n,o){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=t,this.errors=n,this.args=o}reportError(t){if(!this.errors||!(t instanceof Error))throw t;this.errors.push(t)}memoizeIntlObject(t,n){let o=this.bundle._intls.get(t);o||(o={},this.bundle._intls.set(t,o));let s=JSON.stringify(n);return o[s]||(o[s]=new t(this.bundle.locales,n)),o[s]}};function ht(e,t){let n=Object.create(null);for(let[o,s]of Object.entries(e))t.includes(o)&&(n[o]=s.valueOf());return n}var dn=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function pn(e,t){let n=e[0];if(n instanceof j)return new j(`NUMBER(${n.valueOf()})`);if(n instanceof G)return new G(n.valueOf(),{...n.opts,...ht(t,dn)});if(n instanceof Q)return new G(n.toNumber(),{...ht(t,dn)});throw new TypeError("Invalid argument to NUMBER")}var us=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function mn(e,t){let n=e[0];if(n instanceof j)return new j(`DATETIME(${n.valueOf()})`);if(n instanceof Q||n instanceof G)return new Q(n,ht(t,us));throw new TypeError("Invalid argument to DATETIME")}var hn=new Map;function fn(e){let t=Array.isArray(e)?e.join(" "):e,n=hn.get(t);return n===void 0&&(n=new Map,hn.set(t,n)),n}var _e=class{constructor(t,{functions:n,useIsolating:o=!0,transform:s=a=>a}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(t)?t:[t],this._functions={NUMBER:pn,DATETIME:mn,...n},this._useIsolating=o,this._transform=s,this._intls=fn(t)}hasMessage(t){return this._messages.has(t)}getMessage(t){return this._messages.get(t)}addResource(t,{allowOverrides:n=!1}={}){let o=[];for(let s=0;s<t.body.length;s++){let a=t.body[s];if(a.id.startsWith("-")){if(n===!1&&this._terms.has(a.id)){o.push(new Error(`Attempt to override an existing term: "${a.id}"`));continue}this._terms.set(a.id,a)}else{if(n===!1&&this._messages.has(a.id)){o.push(new Error(`Attempt to override an existing message: "${a.id}"`));continue}this._messages.set(a.id,a)}}return o}formatPattern(t,n=null,o=null){if(typeof t=="string")return this._transform(t);let s=new Ie(this,o,n);try{return mt(s,t).toString(s)}catch(a){if(s.errors&&a instanceof Error)return s.errors.push(a),new j().toString(s);throw a}}};var ft=/^(-?[a-zA-Z][\w-]*) *= */gm,gn=/\.([a-zA-Z][\w-]*) *= */y,ds=/\*?\[/y,gt=/(-?[0-9]+(?:\.([0-9]+))?)/y,ps=/([a-zA-Z][\w-]*)/y,_n=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,ms=/^[A-Z][A-Z0-9_-]*$/,Me=/([^{}\n\r]+)/y,hs=/([^\\"\n\r]*)/y,yn=/\\([\\"])/y,bn=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,fs=/^\n+/,$n=/ +$/,gs=/ *\r?\n/g,_s=/( *)$/,ys=/{\s*/y,vn=/\s*}/y,bs=/\[\s*/y,$s=/\s*] */y,vs=/\s*\(\s*/y,ws=/\s*->\s*/y,ks=/\s*:\s*/y,Ts=/\s*,?\s*/y,xs=/\s+/y,ye=class{constructor(t){this.body=[],ft.lastIndex=0;let n=0;for(;;){let g=ft.exec(t);if(g===null)break;n=ft.lastIndex;try{this.body.push(c(g[1]))}catch(b){if(b instanceof SyntaxError)continue;throw b}}function o(g){return g.lastIndex=n,g.test(t)}function s(g,b){if(t[n]===g)return n++,!0;if(b)throw new b(`Expected ${g}`);return!1}function a(g,b){if(o(g))return n=g.lastIndex,!0;if(b)throw new b(`Expected ${g.toString()}`);return!1}function r(g){g.lastIndex=n;let b=g.exec(t);if(b===null)throw new SyntaxError(`Expected ${g.toString()}`);return n=g.lastIndex,b}function l(g){return r(g)[1]}function c(g){let b=d(),E=p();if(b===null&&Object.keys(E).length===0)throw new SyntaxError("Expected message value or attributes");return{id:g,value:b,attributes:E}}function p(){let g=Object.create(null);for(;o(gn);){let b=l(gn),E=d();if(E===null)throw new SyntaxError("Expected attribute value");g[b]=E}return g}function d(){let g;if(o(Me)&&(g=l(Me)),t[n]==="{"||t[n]==="}")return m(g?[g]:[],1/0);let b=U();return b?g?m([g,b],b.length):(b.value=x(b.value,fs),m([b],b.length)):g?x(g,$n):null}function m(g=[],b){for(;;){if(o(Me)){g.push(l(Me));continue}if(t[n]==="{"){g.push(f());continue}if(t[n]==="}")throw new SyntaxError("Unbalanced closing brace");let z=U();if(z){g.push(z),b=Math.min(b,z.length);continue}break}let E=g.length-1,A=g[E];typeof A=="string"&&(g[E]=x(A,$n));let I=[];for(let z of g)z instanceof Pe&&(z=z.value.slice(0,z.value.length-b)),z&&I.push(z);return I}function f(){a(ys,SyntaxError);let g=u();if(a(vn))return g;if(a(ws)){let b=v();return a(vn,SyntaxError),{type:"select",selector:g,...b}}throw new SyntaxError("Unclosed placeable")}function u(){if(t[n]==="{")return f();if(o(_n)){let[,g,b,E=null]=r(_n);if(g==="$")return{type:"var",name:b};if(a(vs)){let A=h();if(g==="-")return{type:"term",name:b,attr:E,args:A};if(ms.test(b))return{type:"func",name:b,args:A};throw new SyntaxError("Function names must be all upper-case")}return g==="-"?{type:"term",name:b,attr:E,args:[]}:{type:"mesg",name:b,attr:E}}return T()}function h(){let g=[];for(;;){switch(t[n]){case")":return n++,g;case void 0:throw new SyntaxError("Unclosed argument list")}g.push($()),a(Ts)}}function $(){let g=u();return g.type!=="mesg"?g:a(ks)?{type:"narg",name:g.name,value:T()}:g}function v(){let g=[],b=0,E;for(;o(ds);){s("*")&&(E=b);let A=S(),I=d();if(I===null)throw new SyntaxError("Expected variant value");g[b++]={key:A,value:I}}if(b===0)return null;if(E===void 0)throw new SyntaxError("Expected default variant");return{variants:g,star:E}}function S(){a(bs,SyntaxError);let g;return o(gt)?g=_():g={type:"str",value:l(ps)},a($s,SyntaxError),g}function T(){if(o(gt))return _();if(t[n]==='"')return k();throw new SyntaxError("Invalid expression")}function _(){let[,g,b=""]=r(gt),E=b.length;return{type:"num",value:parseFloat(g),precision:E}}function k(){s('"',SyntaxError);let g="";for(;;){if(g+=l(hs),t[n]==="\\"){g+=P();continue}if(s('"'))return{type:"str",value:g};throw new SyntaxError("Unclosed string literal")}}function P(){if(o(yn))return l(yn);if(o(bn)){let[,g,b]=r(bn),E=parseInt(g||b,16);return E<=55295||57344<=E?String.fromCodePoint(E):"�"}throw new SyntaxError("Unknown escape sequence")}function U(){let g=n;switch(a(xs),t[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return R(t.slice(g,n))}return t[n-1]===" "?R(t.slice(g,n)):!1}function x(g,b){return g.replace(b,"")}function R(g){let b=g.replace(gs,`
`),E=_s.exec(g)[1].length;return new Pe(b,E)}}},Pe=class{constructor(t,n){this.value=t,this.length=n}};var wn=`### The table app in English: the source every other language translates, and the
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
list-wrong-twice = A location is on the list twice, or has a name without a letter or a digit.
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
setups-title = Saved setups
setups-none = None yet: name the settings below to keep them.
setups-name = Name these settings
setups-save = Keep these settings
setups-use = Use “{ $name }”
setups-forget = Forget “{ $name }”
setups-from-last = Filled in with your last room's settings.
setups-defaults = Start from the defaults
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
`;var kn={de:"Deutsch",en:"English",es:"Español",fr:"Français",pl:"Polski",pt:"Português",ru:"Русский",uk:"Українська"};var yt=kn,Tn="spyfall.lang";function xn(e,t){let n=new _e(e,{useIsolating:!1});return n.addResource(new ye(t)),n}var Sn=xn("en",wn);function En(e,t){return{lang:e,t:(o,...s)=>{for(let a of t){let r=a.getMessage(o);if(!r?.value)continue;let l=[],c=a.formatPattern(r.value,s[0],l);if(l.length===0||a===t[t.length-1])return c}return o}}}var be=En("en",[Sn]),_t=e=>Object.hasOwn(yt,e);async function Oe(e){if(e==="en"||!_t(e))return be;let t=`/app/locales/${e}.ftl`,n=await fetch(t);if(!n.ok)throw new Error(`no catalog for ${e}: ${n.status}`);let o=En(e,[xn(e,await n.text()),Sn]);return Cs(t),o}function Cs(e){let t=navigator.serviceWorker;!t||t.controller||t.ready.then(n=>n.active?.postMessage({keep:e})).catch(()=>{})}function Cn(){let e=null;try{e=localStorage.getItem(Tn)}catch{}if(e&&_t(e))return e;for(let t of navigator.languages??[navigator.language]){let n=t.toLowerCase().split("-")[0];if(_t(n))return n}return"en"}function Rn(e){try{localStorage.setItem(Tn,e)}catch{}}var De=Gt(be),w=()=>an(De),je=(e,t)=>typeof Intl.ListFormat=="function"?new Intl.ListFormat(e.lang,{type:"conjunction"}).format(t):t.join(", ");function Ln(e,t){let n=`problem-${t.code}`,o=e.t(n);return o===n?e.t("problem-internal_error"):o}var bt="spyfall.session";function $e(){try{let e=localStorage.getItem(bt);return e?JSON.parse(e):null}catch{return null}}function Nn(e){try{e?localStorage.setItem(bt,JSON.stringify(e)):localStorage.removeItem(bt)}catch{}}function An(){return $e()?.token??null}var X=class extends Error{constructor(t,n,o){super(o),this.status=t,this.code=n}},In=5,Mn=e=>new Promise(t=>setTimeout(t,e));function ue(e){let t=Math.min(15e3,500*2**e);return t/2+Math.random()*(t/2)}function $t(e){let t=Number(e.get("Retry-After"));return Number.isFinite(t)&&t>0?t*1e3:null}var Pn="en";function On(e){Pn=e}function Ue(e={}){let t=new Headers(e),n=An();return n&&t.set("Authorization",`Bearer ${n}`),t.set("Accept-Language",Pn),t}async function M(e,t,n={}){let o=Ue(n.headers);n.body!==void 0&&o.set("Content-Type","application/json"),e!=="GET"&&o.set("Idempotency-Key",Ns());let s={method:e,headers:o,body:n.body===void 0?void 0:JSON.stringify(n.body),signal:n.signal};for(let a=0;;a++){let r;try{r=await fetch(`/api/v1${t}`,s)}catch(p){if(n.signal?.aborted||a>=In)throw Ls(p);await Mn(ue(a));continue}if(r.ok||r.status===304)return Rs(r);let l=await Fe(r);if(!(l.status===503||l.status===429||l.code==="idempotency_key_in_use")||a>=In)throw l;await Mn($t(r.headers)??ue(a))}}async function Rs(e){let t=e.status!==204&&e.status!==304&&e.headers.get("Content-Type")?.includes("json");return{status:e.status,data:t?await e.json():null,headers:e.headers}}async function Fe(e){try{let t=await e.json();if(t&&typeof t.code=="string")return new X(e.status,t.code,String(t.detail??""))}catch{}return new X(e.status,e.status>=500?"internal_error":"bad_request",e.statusText)}function Ls(e){return new X(0,"network",e instanceof Error?e.message:String(e))}function Ns(){let e=crypto.getRandomValues(new Uint8Array(16));return Array.from(e,t=>t.toString(16).padStart(2,"0")).join("")}var V=e=>`/rooms/${encodeURIComponent(e.trim().toUpperCase())}`,K=e=>({view:e.data,etag:e.headers.get("ETag")}),Dn=async e=>(await M("POST","/guests",{body:{display_name:e}})).data,jn=async e=>(await M("POST","/sessions",{body:e})).data,Un=async e=>(await M("POST","/users",{body:e})).data,Fn=async e=>(await M("POST","/me/account",{body:e})).data,Wn=async()=>{await M("DELETE","/sessions/current")},qn=async()=>(await M("GET","/packs")).data,zn=async e=>(await M("GET",`/packs/${encodeURIComponent(e)}`)).data,We=async()=>(await M("GET","/me/packs")).data,Bn=async e=>(await M("POST","/packs",{body:e})).data,Gn=async(e,t)=>(await M("PUT",`/packs/${encodeURIComponent(e)}`,{body:t})).data,ve=async e=>(await M("GET",`/packs/shared/${encodeURIComponent(e)}`)).data,qe=async e=>K(await M("POST","/rooms",{body:e})),ze=async(e,t)=>K(await M("POST",`${V(e)}/players`,{body:t?{display_name:t}:{}})),vt=async(e,t)=>K(await M("PATCH",V(e),{body:t})),de=async(e,t)=>K(await M("DELETE",`${V(e)}/players/${encodeURIComponent(t)}`)),Be=async(e,t)=>K(await M("POST",`${V(e)}/host`,{body:{player_id:t}})),wt=async e=>K(await M("POST",`${V(e)}/games`)),Yn=async e=>K(await M("POST",`${V(e)}/rounds`)),Hn=async e=>K(await M("POST",`${V(e)}/rounds/current/abandon`)),Vn=async(e,t,n)=>K(await M("POST",`${V(e)}/actions`,{body:t,headers:{"If-Match":`"${n}"`}}));var Kn=async(e,t)=>{let n=K(await M("GET",V(e)));if(n.view.version>t||!n.etag)return n;let o=await M("GET",`${V(e)}?wait=10`,{headers:{"If-None-Match":n.etag}});return o.status===304?n:K(o)},Ge=async e=>(await M("GET",`${V(e)}/rounds`)).data,Jn=async()=>(await M("GET","/me/nights")).data,kt=async e=>(await M("POST",`/nights/${encodeURIComponent(e.trim().toUpperCase())}/check-in`)).data,Zn=async e=>(await M("POST",`/nights/${encodeURIComponent(e.trim().toUpperCase())}/players`,{body:{}})).data,Qn=async e=>(await M("POST","/nights/claim",{body:{code:e}})).data,Xn=async e=>(await M("GET",`/nights/${encodeURIComponent(e)}/standings`)).data;function O({problem:e}){let t=w(),n=se(null);return C(()=>n.current?.scrollIntoView({block:"center"}),[e]),e?i`<p class="error" role="alert" data-code=${e.code} ref=${n}>${Ln(t,e)}</p>`:null}function F(){let[e,t]=y(!1),[n,o]=y(null);return{busy:e,problem:n,clear:()=>o(null),async run(s){if(!e){t(!0),o(null);try{await s()}catch(a){o(a instanceof X?a:new X(0,"internal_error",String(a)))}finally{t(!1)}}}}}function L({to:e,children:t}){return i`<a href=${e} onClick=${n=>(n.preventDefault(),Y(e))}>${t}</a>`}function te({value:e,onInput:t}){let n=w();return i`<label class="field">
    ${n.t("home-your-name")}
    <input name="display_name" autocomplete="nickname" maxlength="32" required value=${e}
      onInput=${o=>t(o.currentTarget.value)} />
  </label>`}async function Ye(e,t){try{await navigator.clipboard.writeText(e)}catch{document.querySelector(t)?.select(),document.execCommand("copy")}}function Y(e){history.pushState(null,"",e),dispatchEvent(new PopStateEvent("popstate"))}function eo({packIds:e,lists:t,chosen:n,onChoose:o}){let s=w(),[a,r]=y(!1),[l,c]=y([]);C(()=>{if(!a)return;let m=!0,f=async u=>{let h=t.find($=>$.id===u);return(h?await ve(h.share_code):await zn(u)).locations};return Promise.allSettled(e.map(f)).then(u=>{m&&c(u.flatMap(h=>h.status==="fulfilled"?h.value:[]))}),()=>{m=!1}},[a,e.join(","),t.map(m=>m.id).join(","),s.lang]);let p=n??l.map(m=>m.id),d=(m,f)=>{let u=f?[...p,m]:p.filter(h=>h!==m);u.length<2||o(u.length===l.length?null:l.map(h=>h.id).filter(h=>u.includes(h)))};return i`<details class="field location-choice" onToggle=${m=>r(m.currentTarget.open)}>
    <summary>${s.t("settings-locations")}: ${n?s.t("settings-locations-some",{count:n.length}):s.t("settings-locations-all")}</summary>
    ${l.map(m=>i`<label class="check"><input type="checkbox" name="location" value=${m.id} checked=${p.includes(m.id)}
        onChange=${f=>d(m.id,f.currentTarget.checked)} />
        ${m.name}</label>`)}
  </details>`}var to="spyfall.settings.last",Tt="spyfall.settings.named",As=12;function xt(e){try{return JSON.parse(localStorage.getItem(e)??"null")}catch{return null}}function no(e,t){try{localStorage.setItem(e,JSON.stringify(t))}catch{}}var oo=()=>xt(to),so=e=>no(to,e),Is=()=>Array.isArray(xt(Tt))?xt(Tt):[];function ao({current:e,onUse:t}){let n=w(),[o,s]=y(Is),[a,r]=y(""),l=p=>(no(Tt,p),s(p)),c=()=>{let p=a.trim();if(!p)return;let d=[[p,e],...o.filter(([m])=>m!==p)];l(d.slice(0,As)),r("")};return i`<details class="field setups">
    <summary>${n.t("setups-title")}</summary>
    ${o.length===0&&i`<p class="muted">${n.t("setups-none")}</p>`}
    <ul class="setups-list">
      ${o.map(([p,d])=>i`<li>
          <button type="button" class="small" onClick=${()=>t(d)}>${n.t("setups-use",{name:p})}</button>
          <button type="button" class="small quiet" aria-label=${n.t("setups-forget",{name:p})}
            onClick=${()=>l(o.filter(([m])=>m!==p))}>✕</button>
        </li>`)}
    </ul>
    <label class="field">${n.t("setups-name")}
      <input name="setup_name" maxlength="40" value=${a}
        onInput=${p=>r(p.currentTarget.value)} />
    </label>
    <button type="button" disabled=${!a.trim()} onClick=${c}>${n.t("setups-save")}</button>
  </details>`}var we={rule_set:"classic",mode:"standard",pack_ids:[],rounds:5,round_minutes:null,show_roles:!0,vote_timeout_seconds:60,captain_passes:1,spies:1,location_ids:null};function He(e,t){let n=e.find(o=>o.id===(t==="time_travel"?"time-travel":e[0]?.id));return n?[n.id]:[]}function Ve({current:e,busy:t,submitLabel:n,onSubmit:o}){let s=w(),[a]=y(()=>e?null:oo()),[r,l]=y(e??(a?{...we,...a}:we)),[c,p]=y([]),[d,m]=y(null);C(()=>{$e()?We().then(_=>m(_.packs),()=>m([])):m([])},[]);let f=_=>{if(e||!d||c.length===0)return _;let k=new Set([...c,...d].map(U=>U.id)),P=_.pack_ids.filter(U=>k.has(U));return P.length===_.pack_ids.length?_:{..._,pack_ids:P.length?P:He(c,_.rule_set),location_ids:null}};C(()=>l(f),[c,d]),C(()=>{qn().then(_=>{p(_.packs),l(k=>k.pack_ids.length?k:{...k,pack_ids:He(_.packs,k.rule_set)})}).catch(()=>p([]))},[s.lang]);let u=(_,k)=>l({...r,[_]:k}),h=_=>_.currentTarget.value,$=_=>Number(h(_)),v=_=>{let k=r.pack_ids.length===1&&r.pack_ids[0]===c[0]?.id,P=He(c,_),U=k&&P.length?P:r.pack_ids;l({...r,rule_set:_,pack_ids:U,location_ids:U===r.pack_ids?r.location_ids:null})},S=(_,k)=>l({...r,pack_ids:k?[...r.pack_ids,_]:r.pack_ids.filter(P=>P!==_),location_ids:null}),T=_=>i`<label class="check"><input type="checkbox" name="pack" value=${_.id} checked=${r.pack_ids.includes(_.id)}
    onChange=${k=>S(_.id,k.currentTarget.checked)} />
    ${_.name}</label>`;return i`<form class="settings" onSubmit=${_=>(_.preventDefault(),so(r),o(r))}>
    ${a&&i`<p class="muted from-last">${s.t("setups-from-last")}
      <button type="button" class="small quiet" onClick=${()=>l({...we,pack_ids:He(c,we.rule_set)})}>${s.t("setups-defaults")}</button></p>`}
    ${!e&&i`<${ao} current=${r} onUse=${_=>l(f({...we,..._}))} />`}
    <label class="field">${s.t("settings-rule-set")}
      <select name="rule_set" value=${r.rule_set} onChange=${_=>v(h(_))}>
        <option value="classic">${s.t("settings-classic")}</option>
        <option value="time_travel">${s.t("settings-time_travel")}</option>
      </select>
    </label>
    <label class="field">${s.t("settings-mode")}
      <select name="mode" value=${r.mode} onChange=${_=>u("mode",h(_))}>
        <option value="standard">${s.t("settings-standard")}</option>
        <option value="team">${s.t("settings-team")}</option>
      </select>
    </label>
    <fieldset class="field">
      <legend>${s.t("settings-packs")}</legend>
      ${c.map(T)}
      ${d&&d.length>0&&i`<p class="muted">${s.t("settings-lists")}</p>${d.map(T)}`}
    </fieldset>
    <${eo} packIds=${r.pack_ids} lists=${d??[]} chosen=${r.location_ids??null}
      onChoose=${_=>u("location_ids",_)} />
    ${r.mode!=="team"&&i`<label class="field">${s.t("settings-rounds")}
      <input type="number" name="rounds" min="1" max="30" value=${r.rounds} onInput=${_=>u("rounds",$(_))} />
    </label>`}
    <label class="field">${s.t("settings-round-minutes")}
      <input type="number" name="round_minutes" min="1" max="30" placeholder=${s.t("settings-round-minutes-auto")}
        value=${r.round_minutes??""} onInput=${_=>u("round_minutes",h(_)?$(_):null)} />
    </label>
    <label class="check">
      <input type="checkbox" name="show_roles" checked=${r.show_roles}
        onChange=${_=>u("show_roles",_.currentTarget.checked)} />
      ${s.t("settings-show-roles")}
    </label>
    <label class="field">${s.t("settings-vote-timeout")}
      <input type="number" name="vote_timeout_seconds" min="10" max="600" value=${r.vote_timeout_seconds}
        onInput=${_=>u("vote_timeout_seconds",$(_))} />
    </label>
    <label class="field">${s.t("settings-spies")}
      <select name="spies" value=${String(r.spies)} onChange=${_=>u("spies",$(_))}>
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
    </label>
    ${r.mode==="team"&&i`<label class="field">${s.t("settings-captain-passes")}
      <select name="captain_passes" value=${String(r.captain_passes)} onChange=${_=>u("captain_passes",$(_))}>
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
    </label>`}
    <button class="primary" type="submit" disabled=${t||r.pack_ids.length===0}>${n}</button>
  </form>`}async function J(e,t,n){if(t&&Date.parse(t.expires_at)>Date.now())return t;let o=await Dn(e.trim());return n(o),o}function ro({session:e,setSession:t}){let n=w(),[o,s]=y(e?.user.display_name??""),[a,r]=y(""),[l,c]=y(!1),p=F(),d=f=>{f.preventDefault(),p.run(async()=>{await J(o,e,t);let{view:u}=await ze(a,o);Y(`/r/${u.code}`)})},m=f=>p.run(async()=>{await J(o,e,t);let{view:u}=await qe(f);Y(`/r/${u.code}`)});return i`<main class="page">
    <h1>${n.t("app-title")}</h1>
    <p class="muted">${n.t("app-tagline")}</p>
    <section class="card">
      <${te} value=${o} onInput=${s} />
      ${e&&i`<p class="muted">${n.t("home-signed-in-as",{name:e.user.display_name})}${e.user.guest?` (${n.t("home-guest")})`:""}</p>`}
    </section>
    <form class="card" onSubmit=${d}>
      <h2>${n.t("home-join-title")}</h2>
      <label class="field">
        ${n.t("home-code")}
        <input name="code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
          maxlength="16" required value=${a}
          onInput=${f=>r(f.currentTarget.value.toUpperCase())} />
      </label>
      <button class="primary" type="submit" disabled=${p.busy||!o.trim()||!a.trim()}>${n.t("home-join")}</button>
    </form>
    <section class="card">
      <h2>${n.t("home-create-title")}</h2>
      ${l?i`<${Ve} busy=${p.busy||!o.trim()} submitLabel=${n.t("home-create")} onSubmit=${m} />`:i`<button type="button" onClick=${()=>c(!0)}>${n.t("home-create")}</button>`}
    </section>
    <${O} problem=${p.problem} />
    <nav class="links">
      <${L} to="/account">${n.t("account-title")}</${L}>
      <${L} to="/lists">${n.t("lists-title")}</${L}>
      <${L} to="/nights">${n.t("home-nights")}</${L}>
      <a href="/admin">${n.t("home-organizers")}</a>
      <a href="/api/v1/docs">${n.t("home-developers")}</a>
    </nav>
  </main>`}var Ms=25,io=1e4,Ps=4e3,Os=3,Ds=6e4,lo=3e3,co=(e,t,n=null)=>po(`/rooms/${encodeURIComponent(e)}`,"room",t,n?{carrier:n,key:e}:{}),uo=(e,t)=>po(`/nights/${encodeURIComponent(e)}`,"night",t,{carries:!0});function po(e,t,n,{carries:o=!1,carrier:s,key:a=""}={}){let r=null,l=-1,c=!1,p=Date.now(),d=()=>{},m=()=>{},f=x=>new Promise(R=>{let g=Number.isFinite(x)?setTimeout(R,x):void 0;m=()=>{clearTimeout(g),R(void 0)}}),u=js();function h(x,R){p=Date.now(),!(x.version<l)&&((x.version>l||R)&&(r=R),l=x.version,n.onView(x))}async function $(){let x=await fetch(`/api/v1${e}/events/tickets`,{method:"POST",headers:Ue()});if(!x.ok){let g=await Fe(x);return[429,503].includes(g.status)||g.status===404?{ended:"failed"}:{problem:g}}let{url:R}=await x.json();return new Promise(g=>{let b=new EventSource(R),E=!1,A=I=>{b.close(),u.setStreaming(!1),g({ended:I})};if(d=()=>A("stopped"),b.addEventListener("open",()=>{E=!0,p=Date.now(),n.onLink("live"),u.setStreaming(!0)}),b.addEventListener(t,I=>h(JSON.parse(I.data),null)),o)for(let I of["room","removed"])b.addEventListener(I,z=>{p=Date.now(),u.deliver(JSON.parse(z.data),I==="removed")});else b.addEventListener("removed",I=>{h(JSON.parse(I.data),null),A("removed")});b.addEventListener("ended",I=>{b.close(),u.setStreaming(!1),g({problem:JSON.parse(I.data)})}),b.addEventListener("error",()=>A(E?"dropped":"failed"))})}async function v(x){let R=Ue();r&&R.set("If-None-Match",r);let g=new AbortController;d=()=>g.abort();let E=await fetch(`/api/v1${e}?wait=${x&&r?Ms:0}`,{headers:R,signal:g.signal});p=Date.now();let A=(Number(E.headers.get("X-Poll-Interval"))||2)*1e3;if(E.status===200)h(await E.json(),E.headers.get("ETag"));else if(E.status!==304)return{problem:await Fe(E),wait:$t(E.headers)};return{interval:A}}async function S(){let x=0,R=0,g=s?1/0:0,b=!s;for(;!c;){let E=Date.now();if(s?.streaming()){if(x=0,n.onLink("live"),l<0&&!b){b=!0,await f(lo),l<0&&!c&&await v(!1).catch(()=>{});continue}await f(1/0);continue}if(!b){b=!0,await f(lo);continue}try{if(Date.now()>=g){let z=await $().catch(()=>({ended:"failed"}));if(c)return;if("problem"in z){n.onRefused(z.problem);return}if(z.ended==="stopped")continue;if(z.ended==="removed"){g=1/0;continue}R=z.ended==="failed"?R+1:0,R>=Os&&(g=Date.now()+Ds),n.onLink("reconnecting"),await f(ue(x++));continue}let A=await v(x===0);if(A.problem){if(![429,503].includes(A.problem.status)){n.onRefused(A.problem);return}n.onLink("reconnecting"),await f(A.wait??ue(x++));continue}let I=x>0;x=0,n.onLink("live"),I||await f(Math.max(0,(A.interval??0)-(Date.now()-E)))}catch(A){if(c)return;if(A?.name==="AbortError")continue;n.onLink("reconnecting"),await f(ue(x++))}}}let T=()=>{d(),m()},_=()=>n.onLink("reconnecting"),k=()=>T();addEventListener("offline",_),addEventListener("online",k);let P=setInterval(async()=>{if(!(Date.now()-p<io||s?.streaming()))try{(await fetch("/healthz",{cache:"no-store",signal:AbortSignal.timeout(Ps)})).ok&&(p=Date.now())}catch{if(c)return;n.onLink("reconnecting"),T()}},io/2),U=s?[s.subscribe(a,(x,R)=>h(x,null)),s.onStreaming(T)]:[];return S(),{carrier:u,stop(){c=!0,u.close(),U.forEach(x=>x()),clearInterval(P),removeEventListener("offline",_),removeEventListener("online",k),d(),m()},show(x,R){h(x,R)}}}function js(){let e=!1,t=new Map,n=new Map,o=new Set;return{streaming:()=>e,setStreaming(s){s!==e&&(e=s,o.forEach(a=>a()))},deliver(s,a){t.set(s.code,{view:s,removed:a}),n.get(s.code)?.forEach(r=>r(s,a))},subscribe(s,a){let r=n.get(s)??new Set;n.set(s,r.add(a));let l=t.get(s);return l&&a(l.view,l.removed),()=>r.delete(a)},onStreaming(s){return o.add(s),()=>o.delete(s)},close(){n.clear(),o.clear()}}}function N(e,t){return e.players.find(n=>n.id===t)?.display_name??"?"}function H(e,t){return e.me?.table_moves.find(n=>n.type===t)}function B(e,t){return e.me?.moves?.find(n=>n.type===t)}function mo(e,t){return e.candidate_locations.find(n=>n.id===t)?.name??t}function ho({view:e}){let t=w(),n=e.round?.result;if(!n)return null;let o=c=>N(e,c),s=n.spies.map(o),a=n.locations.map(c=>c.name).join(", "),r=n.middle_card,l=e.round?.team?.captains??null;return i`<section class="card result" aria-live="polite">
    <h2>${t.t("result-title")}</h2>
    <p>${Et(t,n,o)}</p>
    <p><strong>${St(t,n)}</strong></p>
    ${s.length>0&&i`<p>${t.t("result-spy-was",{names:je(t,s),count:s.length})}</p>`}
    ${l?n.locations.map((c,p)=>i`<p>${t.t("team-location-of",{captain:o(l[p]),place:c.name})}</p>`):a&&i`<p>${t.t("result-location-was",{place:a})}</p>`}
    ${r&&i`<p>${t.t("result-middle-was",{card:r.spy?t.t("result-spy-card"):r.location?.name??""})}</p>`}
    <h3>${t.t("result-cards")}</h3>
    <ul class="cards">
      ${n.cards.map(c=>i`<li>${o(c.player_id)}: ${c.card.spy?t.t("result-spy-card-short"):[c.card.location?.name,c.card.role].filter(Boolean).join(", ")}</li>`)}
    </ul>
    <h3>${t.t("result-points")}</h3>
    <ul class="points">
      ${n.points.map(c=>i`<li>${o(c.player_id)}: ${c.points>0?"+":""}${c.points}</li>`)}
    </ul>
    ${e.game&&i`<${Us} view=${e} />`}
  </section>`}function St(e,t){return{spy:e.t("result-spies-win"),non_spies:e.t("result-non-spies-win"),nobody:e.t("result-nobody-wins"),everyone:e.t("result-everyone-wins"),teams:e.t("result-teams-score")}[t.winner]}function Et(e,t,n){let o=t.outcome;switch(o.kind){case"indicted":return o.spy?e.t("result-indicted-spy",{name:n(o.suspect_id)}):e.t("result-indicted-innocent",{name:n(o.suspect_id)});case"spy_guessed":return e.t(o.correct?"result-guessed-right":"result-guessed-wrong",{name:n(o.spy_id),place:o.location.name});case"time_up":return e.t("result-time-up");case"convicted":return e.t("result-convicted",{name:n(o.suspect_id)});case"no_conviction":return e.t("result-no-conviction");case"accused_revealed":return e.t("result-accused-revealed",{accuser:n(o.accuser_id),accused:n(o.accused_id),spy:o.spy?"yes":"no"});case"middle_revealed":return e.t("result-middle-revealed",{card:o.spy_card?"spy":"location"});case"team":{let s=o.spy_picked_by_id?e.t("result-spy-picked",{captain:n(o.spy_picked_by_id)}):e.t("result-spy-not-picked"),a=o.guesses.map((r,l)=>`${r.name} (${o.correct[l]?e.t("result-right"):e.t("result-wrong")})`);return`${s} ${a.length>0?e.t("result-team-guesses",{guesses:a.join(", ")}):e.t("result-no-team-guess")}`}case"voided":return o.player_id?e.t(o.departure==="removed"?"result-voided-removed":"result-voided-left",{name:n(o.player_id)}):e.t("result-voided");case"abandoned":return o.by==="organizer"?e.t("result-abandoned-by-organizer"):e.t("result-abandoned");default:return e.t("result-other-ending")}}function Us({view:e}){let t=w(),n=e.game;if(!n)return null;let o=n.standings.filter(s=>s.rank===1).map(s=>N(e,s.player_id));return i`<div>
    <h3>${t.t("result-standings")}</h3>
    <ol class="standings">
      ${n.standings.map(s=>i`<li value=${s.rank}>${N(e,s.player_id)}: ${t.t("lobby-points",{n:s.points})}${zs(e,s.player_id)?` (${t.t("lobby-away")})`:""}</li>`)}
    </ol>
    ${n.over&&i`<p><strong>${t.t("result-game-over")} ${qs(t,n.end_reason)} ${t.t("result-winner",{names:o.join(", ")})}</strong></p>
      <${Fs} view=${e} />
      <${Ws} view=${e} />`}
  </div>`}function Fs({view:e}){let t=w(),n=(e.game?.standings??[]).filter(o=>o.rank<=3);return n.length===0?null:i`<ol class="podium" aria-label=${t.t("result-podium")}>
    ${n.map(o=>i`<li class=${`place-${o.rank}`}><span class="place">${t.t("result-place",{n:o.rank})}</span>
        <strong>${N(e,o.player_id)}</strong> <span>${t.t("lobby-points",{n:o.points})}</span></li>`)}
  </ol>`}function Ws({view:e}){let t=w(),[n,o]=y(null),s=`${e.game?.number}.${e.game?.round_number}`;if(C(()=>{Ge(e.code).then(l=>o(l.rounds)).catch(()=>o(null))},[s]),!n||!e.game)return null;let a=n.filter(l=>l.result),r=(l,c)=>l.result?.points.find(p=>p.player_id===c)?.points;return i`<table class="by-round">
    <caption>${t.t("result-by-round")}</caption>
    <thead><tr><th scope="col">${t.t("lobby-players")}</th>${a.map(l=>i`<th scope="col">${l.number}</th>`)}<th scope="col">${t.t("result-total")}</th></tr></thead>
    <tbody>${e.game.standings.map(l=>i`<tr><th scope="row">${N(e,l.player_id)}</th>
        ${a.map(c=>i`<td>${r(c,l.player_id)??"–"}</td>`)}<td>${l.points}</td></tr>`)}</tbody>
  </table>`}function qs(e,t){switch(t){case"last_round":return e.t("result-ended-last-round");case"everyone_captained":return e.t("result-ended-everyone-captained");case"too_few_players":return e.t("result-ended-too-few-players");default:return""}}function zs(e,t){return e.players.some(n=>n.id===t&&!n.present)}function fo({view:e}){let t=w(),n=F(),[o,s]=y(!1),[a,r]=y(null),l=`${e.game?.number}.${e.game?.round_number}.${e.round?.phase}`;if(C(()=>{o&&n.run(async()=>r((await Ge(e.code)).rounds))},[o,l]),!e.game||e.game.round_number===0)return null;let c=d=>N(e,d),p=(a??[]).filter(d=>d.result).reverse();return i`<details class="card history" onToggle=${d=>s(d.currentTarget.open)}>
    <summary>${t.t("result-history")}</summary>
    <${O} problem=${n.problem} />
    <ol class="history-list">
      ${p.map(d=>{let m=d.result,f=m.points.find(u=>u.player_id===e.me?.player_id);return i`<li>
          <h3>${t.t("result-history-round",{n:d.number})}</h3>
          <p>${Et(t,m,c)} ${St(t,m)}</p>
          ${m.spies.length>0&&i`<p>${t.t("result-spy-was",{names:je(t,m.spies.map(c)),count:m.spies.length})}</p>`}
          ${m.locations.length>0&&i`<p>${t.t("result-location-was",{place:m.locations.map(u=>u.name).join(", ")})}</p>`}
          ${f&&i`<p class="muted">${t.t("result-my-points",{points:`${f.points>0?"+":""}${f.points}`})}</p>`}
        </li>`})}
    </ol>
  </details>`}function Ke({view:e}){let t=w(),n=e.game?.settings??e.settings,o=n.mode==="team",s=n.rule_set==="time_travel",a=o?[t.t("rules-team"),t.t("rules-team-picks"),t.t("rules-team-end"),t.t("rules-team-score")]:[t.t("rules-basics"),t.t("rules-questions"),t.t("rules-vote"),t.t("rules-guess"),s?t.t("rules-time-up-travel"):t.t("rules-time-up-classic"),s?t.t("rules-score-travel"):t.t("rules-score-classic"),...s?[t.t("rules-small-tables")]:[],...n.spies>1?[t.t("rules-two-spies")]:[]];return i`<details class="card rules">
    <summary>${t.t("rules-title")}</summary>
    <ul>${a.map(r=>i`<li>${r}</li>`)}</ul>
  </details>`}function go({view:e,show:t}){let n=w(),o=F(),[s,a]=y(!1),[r,l]=y(!1),[c,p]=y(!1),d=e.me;if(!d)return null;let m=x=>o.run(async()=>t(await x())),f=H(e,"start_game"),u=H(e,"deal"),h=e.table.next_dealer_id,$=!!(e.round&&e.round.phase!=="over"),v=e.table.league_play,S=!$&&!u&&v?v.closed==="night_finished"?n.t("lobby-league-night-finished"):v.closed==="seating_over"?n.t("lobby-league-seating-over"):v.games_left===0?n.t("lobby-league-games-played",{n:v.games_per_table}):null:null,T=$?null:S||(h&&!u?n.t("lobby-waiting-for-deal",{name:N(e,h)}):!f&&!u?n.t("lobby-waiting-for-host"):null),_=e.players.filter(x=>x.seat!=null).length,k=e.table.min_players-_,P=H(e,"change_settings"),U=!!(e.game&&!e.game.over);return i`<div class="lobby">
    <h1 class="visually-hidden">${n.t("lobby-heading")}</h1>
    ${e.round?.result&&i`<${ho} view=${e} />`}
    ${d.in_round===!1&&e.round&&e.round.phase!=="over"&&i`<p class="notice">${n.t("lobby-wait-next-round")}</p>`}
    <div class="actions">
      ${f&&!U&&i`<button class="primary" type="button" disabled=${o.busy} onClick=${()=>m(()=>wt(e.code))}>${n.t("lobby-start-game")}</button>`}
      ${f&&U&&!r&&i`<button type="button" onClick=${()=>l(!0)}>${n.t("lobby-new-game")}</button>`}
      ${r&&i`<div class="card confirm" role="group"><p>${n.t("lobby-confirm-new-game")}</p>
        <button class="primary danger" type="button" disabled=${o.busy} onClick=${()=>(l(!1),m(()=>wt(e.code)))}>${n.t("lobby-new-game")}</button>
        <button class="quiet" type="button" onClick=${()=>l(!1)}>${n.t("round-cancel")}</button></div>`}
      ${u&&i`<button class="primary" type="button" disabled=${o.busy} onClick=${()=>m(()=>Yn(e.code))}>${e.round?n.t("lobby-deal-next"):n.t("lobby-deal")}</button>`}
      ${T&&i`<p class="muted" role="status">${T}</p>`}
    </div>
    <${O} problem=${o.problem} />
    <${Gs} view=${e} write=${m} busy=${o.busy} />
    <p class=${k>0?"notice":"muted"}>${n.t("lobby-bounds",{min:e.table.min_players,max:e.table.max_players})}
      ${k>0&&` ${n.t("lobby-need-more",{n:k})}`}</p>
    <${fo} view=${e} />
    <${Ke} view=${e} />
    ${!e.table.league&&i`<${Bs} view=${e} folded=${!!e.game} />`}
    <${Ys} view=${e} />
    ${P&&(s?i`<section class="card"><h2>${n.t("settings-title")}</h2>
          ${e.game?.settings&&i`<p class="notice">${n.t("settings-applies-next-game")}</p>`}
          <${Ve} current=${e.settings} busy=${o.busy} submitLabel=${n.t("settings-save")}
            onSubmit=${x=>m(async()=>{let R=await vt(e.code,{settings:x});return a(!1),R})} />
        </section>`:i`<button type="button" onClick=${()=>a(!0)}>${n.t("settings-title")}</button>`)}
    ${H(e,"leave")&&!c&&i`<button class="quiet" type="button" disabled=${o.busy} onClick=${()=>p(!0)}>${n.t("lobby-leave")}</button>`}
    ${c&&i`<div class="card confirm" role="alertdialog" aria-label=${n.t("lobby-leave")}><p>${n.t("table-confirm-leave-lobby")}</p>
      <button class="primary danger" type="button" disabled=${o.busy} onClick=${()=>(p(!1),m(()=>de(e.code,d.player_id)))}>${n.t("lobby-leave")}</button>
      <button class="quiet" type="button" onClick=${()=>p(!1)}>${n.t("round-cancel")}</button></div>`}
  </div>`}function Bs({view:e,folded:t}){let n=w(),[o,s]=y(!1),a=e.code,r=e.table.join_url,l=async()=>{await Ye(r,".join-link input"),s(!0)},c=()=>navigator.share({title:n.t("app-title"),text:n.t("lobby-share-text",{code:a}),url:r}).catch(()=>{}),p=i`<p>${n.t("lobby-share")}</p>
    <p class="join-code"><span class="muted">${n.t("lobby-code")}</span> <strong>${a}</strong></p>
    <label class="field join-link">${n.t("lobby-link")}
      <input type="text" readonly value=${r} onFocus=${d=>d.currentTarget.select()} />
    </label>
    <div class="actions">
      <button type="button" onClick=${l}>${o?n.t("lobby-copied"):n.t("lobby-copy")}</button>
      ${typeof navigator.share=="function"&&i`<button type="button" onClick=${c}>${n.t("lobby-share-button")}</button>`}
    </div>
    ${e.table.join_url_local_only&&i`<p class="notice" role="status">${n.t("lobby-local-only")}</p>`}
    <img class="qr" src=${`/r/${a}/qr.svg`} alt=${n.t("lobby-qr-alt",{code:a})} width="180" height="180" />`;return t?i`<details class="card share"><summary>${n.t("lobby-invite")}</summary>${p}</details>`:i`<section class="card share">${p}</section>`}function Gs({view:e,write:t,busy:n}){let o=w(),s=e.players.filter(p=>p.seat!=null).sort((p,d)=>(p.seat??0)-(d.seat??0)),a=H(e,"kick"),r=H(e,"hand_over_host"),l=H(e,"change_seat_order"),c=(p,d)=>{let m=s.map(f=>f.id);[m[p],m[d]]=[m[d],m[p]],t(()=>vt(e.code,{seat_order:m}))};return i`<section class="card">
    <h2>${o.t("lobby-players")}</h2>
    <ol class="players">
      ${s.map((p,d)=>i`<li class=${p.present?"":"away"}>
          <span class="name">${p.display_name}</span>
          <span class="tags">
            ${p.id===e.host_id&&i`<span class="tag">${o.t("lobby-host")}</span>`}
            ${p.id===e.me?.player_id&&i`<span class="tag">${o.t("lobby-you")}</span>`}
            ${!p.present&&i`<span class="tag">${o.t("lobby-away")}</span>`}
            ${e.game&&i`<span class="score">${o.t("lobby-points",{n:p.score})}</span>`}
          </span>
          ${(l||r?.players.includes(p.id)||a?.players.includes(p.id))&&i`<details class="row-actions">
            <summary aria-label=${o.t("lobby-manage",{name:p.display_name})}>${o.t("lobby-manage-short")}</summary>
            ${l&&d>0&&i`<button type="button" class="small" disabled=${n} aria-label=${o.t("lobby-move-up",{name:p.display_name})} onClick=${()=>c(d,d-1)}>↑</button>`}
            ${l&&d<s.length-1&&i`<button type="button" class="small" disabled=${n} aria-label=${o.t("lobby-move-down",{name:p.display_name})} onClick=${()=>c(d,d+1)}>↓</button>`}
            ${r?.players.includes(p.id)&&i`<button type="button" class="small" disabled=${n} onClick=${()=>t(()=>Be(e.code,p.id))}>${o.t("lobby-make-host",{name:p.display_name})}</button>`}
            ${a?.players.includes(p.id)&&i`<button type="button" class="small danger" disabled=${n} onClick=${()=>t(()=>de(e.code,p.id))}>${o.t("lobby-kick",{name:p.display_name})}</button>`}
          </details>`}
        </li>`)}
    </ol>
  </section>`}function Ys({view:e}){let t=w(),n=e.game?.settings;if(!n)return null;let o=e.settings,a=["rule_set","mode","pack_ids","location_ids","rounds","round_minutes","show_roles","vote_timeout_seconds","spies","captain_passes"].filter(l=>JSON.stringify(n[l])!==JSON.stringify(o[l])),r=(l,c)=>l!=="location_ids"?Hs(t,c):Array.isArray(c)?t.t("settings-locations-some",{count:c.length}):t.t("settings-locations-all");return a.length===0?null:i`<section class="card">
    <h2>${t.t("settings-changed-title")}</h2>
    <p class="muted">${t.t("settings-applies-next-game")}</p>
    <table class="settings-change">
      <thead><tr><th scope="col"></th><th scope="col">${t.t("settings-this-game")}</th><th scope="col">${t.t("settings-next-game")}</th></tr></thead>
      <tbody>
        ${a.map(l=>i`<tr><th scope="row">${t.t(`settings-labels-${l}`)}</th><td>${r(l,n[l])}</td><td>${r(l,o[l])}</td></tr>`)}
      </tbody>
    </table>
  </section>`}function Hs(e,t){return t==null?e.t("settings-round-minutes-auto"):typeof t=="boolean"?t?e.t("settings-yes"):e.t("settings-no"):Array.isArray(t)?t.join(", "):t==="classic"||t==="time_travel"||t==="standard"||t==="team"?e.t(`settings-${t}`):String(t)}function _o({view:e,show:t}){let n=w(),o=F(),[s,a]=y(null),r=e.me;if(!r)return null;let l=H(e,"kick"),c=H(e,"hand_over_host"),p=H(e,"abandon_round"),d=H(e,"leave"),m=e.code,f=(h,$,v)=>()=>a({text:h,label:$,write:v});if(s)return i`<section class="card confirm" role="alertdialog" aria-label=${s.label}>
      <p>${s.text}</p>
      <button type="button" class="primary danger" disabled=${o.busy}
        onClick=${()=>o.run(async()=>(t(await s.write()),a(null)))}>${s.label}</button>
      <button type="button" class="quiet" onClick=${()=>a(null)}>${n.t("round-cancel")}</button>
      <${O} problem=${o.problem} />
    </section>`;let u=e.players.filter(h=>h.seat!=null&&h.id!==r.player_id);return i`<details class="card table-controls">
    <summary>${n.t("table-title")}</summary>
    ${u.map(h=>{let $=h.display_name,v=l?.players.includes(h.id),S=c?.players.includes(h.id);return(v||S)&&i`<div class="row-actions">
        ${S&&i`<button type="button" class="small" onClick=${f(n.t("table-confirm-host",{name:$}),n.t("lobby-make-host",{name:$}),()=>Be(m,h.id))}>${n.t("lobby-make-host",{name:$})}</button>`}
        ${v&&i`<button type="button" class="small danger" onClick=${f(n.t("table-confirm-remove",{name:$}),n.t("lobby-kick",{name:$}),()=>de(m,h.id))}>${n.t("lobby-kick",{name:$})}</button>`}
      </div>`})}
    ${p&&i`<button type="button" class="danger" onClick=${f(n.t("lobby-confirm-abandon"),n.t("lobby-abandon"),()=>Hn(m))}>${n.t("lobby-abandon")}</button>`}
    ${d&&i`<button type="button" class="quiet" onClick=${f(n.t("table-confirm-leave"),n.t("lobby-leave"),()=>de(m,r.player_id))}>${n.t("lobby-leave")}</button>`}
  </details>`}function yo({view:e}){let t=w(),[n,o]=y(e.host_id),s=e.me&&e.host_id===e.me.player_id;return n!==e.host_id&&!s&&o(e.host_id),!s||n===e.host_id?null:i`<p class="notice" role="status">${t.t("table-now-host")}
    <button type="button" class="quiet small" onClick=${()=>o(e.host_id)}>${t.t("table-got-it")}</button></p>`}function bo(e){let t=Math.max(0,Math.ceil(e/1e3));return`${Math.floor(t/60)}:${String(t%60).padStart(2,"0")}`}function Vs(e,t){return!e.running||!e.deadline?e.remaining_ms:Date.parse(e.deadline)-(Date.now()+t)}var Ks=3e4;function $o(e,t){let[,n]=y(0);C(()=>{if(!e)return;let o=setInterval(()=>n(s=>s+1),1e3);return()=>clearInterval(o)},[e,t])}function vo({clock:e,skew:t}){let n=w();$o(e.running,e.deadline);let o=Vs(e,t);if(o<=0)return i`<p class="clock up" role="status">${n.t("round-time-is-up")}</p>`;let s=e.running&&o<=Ks;return i`<p class=${`clock${e.running?"":" stopped"}${s?" urgent":""}`}>
    <span class="visually-hidden">${e.running?n.t("round-clock-running"):n.t("round-clock-stopped")}: </span>
    <time role="timer">${bo(o)}</time>
    ${!e.running&&i` <span class="muted">${n.t("round-clock-stopped")}</span>`}
  </p>`}function pe({deadline:e,skew:t}){let n=w();$o(!0,e);let o=Date.parse(e)-(Date.now()+t);return i`<p class=${`countdown${o<=1e4?" urgent":""}`}>
    <span role="timer">${n.t("round-time-left",{time:bo(o)})}</span>
  </p>`}var Js=6e3;function Ct({card:e,showRoles:t,spies:n=1,children:o}){let s=w(),[a,r]=y(!1);if(C(()=>{if(!a)return;let c=setTimeout(()=>r(!1),Js);return()=>clearTimeout(c)},[a]),!e)return null;let l=e.spy?i`<p class="card-title">${n>1?s.t("round-you-are-one-of-two-spies"):s.t("round-you-are-spy")}</p><p class="muted">${s.t("round-spy-hint")}</p>`:i`<p class="card-label">${s.t("round-location")}</p>
        <p class="card-title">${e.location?.name}</p>
        ${t&&e.role&&i`<p class="card-label">${s.t("round-role")}</p><p class="card-role">${e.role}</p>`}`;return i`<section class="card my-card">
    <button type="button" class="card-button" aria-expanded=${a} aria-controls="card-face"
      onClick=${()=>r(!a)} onContextMenu=${c=>c.preventDefault()}>
      ${a?s.t("round-hide-card"):s.t("round-show-card")}
    </button>
    <div id="card-face" class="card-face" hidden=${!a}>
      ${a&&l}
      ${a&&o&&i`<div class="actions" onClick=${()=>r(!1)}>${o}</div>`}
    </div>
    <p class="muted small-print">${s.t("round-card-hint")}</p>
  </section>`}var Zs=e=>`spyfall.crossed.${e.code}.${e.game?.number}.${e.round?.number}`,Qs=(e,t)=>{let n=new Intl.Collator(t);return[...e].sort((o,s)=>n.compare(o.name,s.name))};function wo(e){try{return JSON.parse(localStorage.getItem(e)??"[]")}catch{return[]}}function Je({view:e,onPick:t}){let n=w(),o=Zs(e),[s,a]=y(()=>wo(o));C(()=>a(wo(o)),[o]);let r=l=>{let c=s.includes(l)?s.filter(p=>p!==l):[...s,l];a(c);try{localStorage.setItem(o,JSON.stringify(c))}catch{}};return i`<section class="card">
    <h2>${n.t("round-locations")}</h2>
    <p class="muted">${t?n.t("round-guess-pick"):n.t("round-locations-hint")}</p>
    <ul class="grid">
      ${Qs(e.candidate_locations,n.lang).map(l=>{let c=s.includes(l.id),p=l.used?n.t("round-used"):c?n.t("round-crossed"):"";return i`<li>
          <button type="button" class=${`location${l.used?" used":""}${c?" crossed":""}`}
            aria-pressed=${t?void 0:c} disabled=${!!(t&&l.used)}
            onClick=${()=>t?t(l.id):r(l.id)}>
            <span class="location-name">${l.name}</span>
            ${p&&i`<span class="location-state">${p}</span>`}
          </button>
        </li>`})}
    </ul>
  </section>`}function To({view:e}){let t=w(),n=e.round?.log??[];if(n.length===0)return null;let o=a=>N(e,a),s=(a,r)=>{switch(a.type){case"question_asked":return t.t("round-log-asked",{actor:o(a.asker_id),subject:o(a.target_id)});case"accusation_opened":return t.t("round-log-accused",{actor:o(a.accuser_id),subject:o(a.suspect_id)});case"vote_cast":return t.t("round-log-voted",{actor:o(a.player_id),vote:a.yes?"yes":"no"});case"vote_failed":return xo(t,n,r,o);case"time_up":return t.t("round-log-time-up");case"final_vote_opened":return t.t("round-log-final-vote",{subject:o(a.suspect_id)});case"reveal_proposed":return t.t("round-log-reveal-proposed",{actor:o(a.player_id)});case"reveal_agreed":return t.t("round-log-reveal-agreed",{actor:o(a.player_id)});case"reveal_refused":return t.t("round-log-reveal-refused",{actor:o(a.player_id)});case"reveal_expired":return t.t("round-log-reveal-expired",{actor:o(a.player_id)});case"spy_guessed":return t.t("round-log-guessed",{actor:o(a.player_id)});case"team_locations_guessed":return t.t("round-log-team-guessed");case"first_captain_chosen":return t.t("round-log-first-captain",{actor:o(a.captain_id)});case"agent_picked":return t.t("round-log-picked",{actor:o(a.captain_id),subject:o(a.agent_id)});case"pick_refused":return t.t("round-log-pick-refused",{actor:o(a.captain_id)});case"player_left":return t.t(a.departure==="removed"?"round-log-removed":"round-log-left",{actor:o(a.player_id)});case"round_abandoned":return a.by==="organizer"?t.t("round-log-ended-by-organizer"):t.t("round-log-abandoned");case"round_ended":return t.t("round-log-ended");default:return t.t("round-log-other")}};return i`<section class="card">
    <h2>${t.t("round-log")}</h2>
    <ol class="log" reversed>
      ${[...n].reverse().map((a,r)=>i`<li>${s(a.event,n.length-1-r)}</li>`)}
    </ol>
  </section>`}function xo(e,t,n,o){let s=t[n].event;if(s.type!=="vote_failed")return"";let a=s.missing_ids??[];if(a.length>0)return e.t("round-log-vote-timed-out",{subject:o(s.suspect_id),missing:a.map(o).join(", ")});let r=t[n-1]?.event;return r?.type==="vote_cast"&&!r.yes?e.t("round-log-vote-failed-no",{subject:o(s.suspect_id),no:o(r.player_id)}):e.t("round-log-vote-failed",{subject:o(s.suspect_id)})}var ko=8e3,Xs=6e4;function So({view:e,skew:t}){let n=w(),o=e.round?.log??[],s=o.length-1;for(;s>=0&&!["vote_failed","reveal_refused","reveal_expired"].includes(o[s].event.type);)s-=1;let a=s<0?null:`${o[s].at}/${s}`,r=s>=0&&Date.now()+t-Date.parse(o[s].at)<Xs,[l,c]=y({key:null,at:0});a!==l.key&&c({key:a,at:Date.now()});let[,p]=y(0);if(C(()=>{if(!a)return;let u=setTimeout(()=>p(h=>h+1),ko);return()=>clearTimeout(u)},[a]),!r||a!==l.key||Date.now()-l.at>=ko)return null;let d=u=>N(e,u),m=o[s].event,f=m.type==="vote_failed"?xo(n,o,s,d):m.type==="reveal_refused"?n.t("round-log-reveal-refused",{actor:d(m.player_id)}):m.type==="reveal_expired"?n.t("round-log-reveal-expired",{actor:d(m.player_id)}):"";return i`<p class="notice recent" role="status">${f}</p>`}function Eo(){C(()=>{let e=navigator,t=null,n=!1,o=()=>{!e.wakeLock||document.visibilityState!=="visible"||e.wakeLock.request("screen").then(s=>n?s.release():t=s).catch(()=>{})};return o(),document.addEventListener("visibilitychange",o),()=>{n=!0,document.removeEventListener("visibilitychange",o),t?.release().catch(()=>{})}},[])}function ae(e){let t=se(!1);C(()=>{e&&!t.current&&"vibrate"in navigator&&navigator.vibrate(200),t.current=e},[e])}function Rt({view:e,ids:t}){let n=w();return t.length===0?null:i`<p class="muted">${n.t("round-waiting-for",{names:t.map(o=>N(e,o)).join(", ")})}</p>`}function Co({view:e,busy:t,act:n,skew:o}){let s=w(),a=e.round?.vote,r=!!B(e,"vote");if(ae(r),!a)return null;let l=N(e,a.suspect_id);return i`<section class="card vote" aria-live="polite">
    ${a.accuser_id&&i`<p>${s.t("round-vote-title",{accuser:N(e,a.accuser_id),suspect:l})}</p>`}
    <h2>${s.t("round-vote-question",{suspect:l})}</h2>
    <${pe} deadline=${a.deadline} skew=${o} />
    <${Rt} view=${e} ids=${a.waiting_for} />
    ${r&&i`<p class="notice">${s.t("round-your-vote-needed")}</p>
      <div class="choices two">
        <button type="button" class="primary danger" disabled=${t} onClick=${()=>n({type:"vote",yes:!0})}>${s.t("round-vote-yes")}</button>
        <button type="button" disabled=${t} onClick=${()=>n({type:"vote",yes:!1})}>${s.t("round-vote-no")}</button>
      </div>`}
    <h3>${s.t("round-ballots")} (${a.ballots.length}/${a.voters_total})</h3>
    <ul class="ballots">
      ${a.ballots.map(c=>i`<li>${N(e,c.player_id)}: <strong>${c.yes?s.t("round-voted-yes"):s.t("round-voted-no")}</strong></li>`)}
    </ul>
  </section>`}function Ro({view:e}){let t=w(),n=e.round?.final_voting;return n?i`<section class="card">
    <h2>${t.t("round-final-voting")}</h2>
    <p>${t.t("round-final-explained")}</p>
    ${n.current_suspect_id&&i`<p>${t.t("round-final-now",{name:N(e,n.current_suspect_id)})}</p>`}
    ${n.next_suspect_ids.length>0&&i`<p class="muted">${t.t("round-final-next")}: ${n.next_suspect_ids.map(o=>N(e,o)).join(", ")}</p>`}
  </section>`:null}function Lo({view:e,busy:t,act:n,skew:o}){let s=w(),a=e.round?.reveal_proposal,r=!!B(e,"answer_reveal_middle");if(ae(r),!a)return null;let l=a.agreed.map(c=>N(e,c));return i`<section class="card vote" aria-live="polite">
    <h2>${s.t("reveal-proposed",{name:N(e,a.proposed_by)})}</h2>
    <${pe} deadline=${a.deadline} skew=${o} />
    <${Rt} view=${e} ids=${a.waiting_for} />
    ${l.length>0&&i`<p>${s.t("reveal-agreed")}: ${l.join(", ")}</p>`}
    ${r?i`<p class="notice">${s.t("reveal-your-answer")}</p>
          <div class="choices two">
            <button type="button" class="primary" disabled=${t} onClick=${()=>n({type:"answer_reveal_middle",agree:!0})}>${s.t("reveal-agree")}</button>
            <button type="button" disabled=${t} onClick=${()=>n({type:"answer_reveal_middle",agree:!1})}>${s.t("reveal-refuse")}</button>
          </div>`:i`<p class="muted">${s.t("reveal-waiting")}</p>`}
  </section>`}function No({view:e,busy:t,act:n}){let o=w(),s=e.round?.team,a=B(e,"choose_first_captain"),r=B(e,"pick"),l=B(e,"refuse_pick");if(ae(!!(a||r)),!s)return null;let c=f=>N(e,f),p=e.me?.team_role,d=e.round?.phase,m=d==="team_questions"||d==="team_picking"?e.round?.turn_player_id:null;return i`<section class="card team" aria-live="polite">
    <h2>${o.t("team-title")}</h2>
    ${p&&i`<p><strong>${p==="captain"?o.t("team-you-captain"):o.t("team-you-agent")}</strong></p>`}
    <ul class="teams">
      ${(s.order??s.captains).map(f=>{let u=s.picks.filter($=>$.captain_id===f).map($=>c($.agent_id)),h=s.refused.includes(f);return i`<li>
          <strong>${o.t("team-captain",{name:c(f)})}</strong>${h?` (${o.t("team-refused-mark")})`:""}${`: ${u.length>0?u.join(", "):o.t("team-nobody-yet")}`}
        </li>`})}
    </ul>
    ${m&&i`<p><strong>${d==="team_picking"?o.t("team-now-picking",{name:c(m)}):o.t("team-now-asking",{name:c(m)})}</strong></p>`}
    ${s.unpicked_agents.length>0&&i`<p class="muted">${o.t("team-unpicked")}: ${s.unpicked_agents.map(c).join(", ")}</p>`}
    ${a&&i`<p class="notice">${o.t("team-choose-first")}</p>
      <div class="choices">${a.captains.map(f=>i`<button type="button" disabled=${t} onClick=${()=>n({type:"choose_first_captain",captain:f})}>${o.t("team-first-is",{name:c(f)})}</button>`)}</div>`}
    ${!a&&s.choosing_first_captain.length>0&&i`<p class="muted">${o.t("team-captains-choosing")}</p>`}
    ${r&&i`<p class="notice">${o.t("team-pick-whom")}</p>
      <div class="choices">${r.agents.map(f=>i`<button type="button" disabled=${t} onClick=${()=>n({type:"pick",agent:f})}>${o.t("team-pick",{name:c(f)})}</button>`)}</div>`}
    ${l&&i`<button type="button" class="quiet" disabled=${t} onClick=${()=>n({type:"refuse_pick"})}>${o.t("team-refuse")}</button>`}
  </section>`}function Ao({view:e,busy:t,act:n}){let o=w(),[s,a]=y([]),r=!!B(e,"guess_team_locations"),l=e.round?.team?.guess_for??[];if(ae(r),C(()=>a([]),[e.round?.number]),e.round?.phase!=="team_spy_guess")return null;if(!r||l.length!==2)return i`<p class="notice" role="status">${o.t("team-spy-guessing",{name:N(e,e.round.turn_player_id)})}</p>`;let c=l[Math.min(s.length,1)],p=s.map(d=>mo(e,d));return i`<section class="card confirm" aria-live="polite">
    <h2>${o.t("team-guess-title")}</h2>
    ${p.map((d,m)=>i`<p>${o.t("team-guessed",{captain:N(e,l[m]),place:d})}</p>`)}
    ${s.length<2?i`<p class="notice">${o.t("team-guess-for",{captain:N(e,c)})}</p>`:i`<button type="button" class="primary danger" disabled=${t}
          onClick=${()=>n({type:"guess_team_locations",locations:s})}>${o.t("team-confirm-guess")}</button>`}
    ${s.length>0&&i`<button type="button" class="quiet" onClick=${()=>a([])}>${o.t("team-start-again")}</button>`}
  </section>
  ${s.length<2&&i`<${Je} view=${e} onPick=${d=>a([...s,d])} />`}`}var ea=15e3;async function ta(e,t,n){try{n(await Vn(e.code,t,e.round?.situation??e.version))}catch(o){throw o instanceof X&&o.code==="version_mismatch"&&n(await Kn(e.code,e.version)),o}}function Io({view:e,show:t,skew:n}){let o=w(),s=F(),[a,r]=y(null),[l,c]=y(null),[p,d]=y(null);Eo();let m=e.round,f=e.game;if(C(()=>{r(null),c(null),d(null)},[m?.number,m?.phase]),C(()=>{if(!a&&!l&&!p)return;let b=setTimeout(()=>(r(null),c(null),d(null)),ea);return()=>clearTimeout(b)},[a,l,p]),C(()=>{(l||p)&&document.querySelector(".round .confirm")?.scrollIntoView({block:"center"})},[l,p]),!m||!f)return null;let u=b=>s.run(()=>ta(e,b,t)),h=B(e,"ask"),$=B(e,"accuse"),v=B(e,"guess"),S=B(e,"propose_reveal_middle"),T=B(e,"guess_team_locations"),k=m.phase==="playing"||m.phase==="team_questions"?m.turn_player_id:null,P=m.variant==="two_player"||m.variant==="three_player",U=b=>(e.me?.card_moves??[]).some(E=>E===b),x=$&&a!=="accuse"&&i`<button type="button" onClick=${()=>r("accuse")}>${o.t("round-accuse")}</button>`,R=v&&a!=="guess"&&i`<button type="button" onClick=${()=>r("guess")}>${o.t("round-guess")}</button>`,g=[U("accuse")&&x,U("guess")&&R].filter(Boolean);return i`<div class="round">
    <header class="round-head">
      <h1>${o.t("round-title",{n:m.number,total:f.rounds_total})}</h1>
      <${vo} clock=${m.clock} skew=${n} />
    </header>
    <${Ct} card=${m.my_card} showRoles=${e.settings.show_roles} spies=${(f.settings??e.settings).spies}>
      ${g.length>0?g:null}
    </${Ct}>
    ${m.final_voting&&i`<${Ro} view=${e} busy=${s.busy} act=${u} />`}
    <${So} view=${e} skew=${n} />
    ${m.vote&&i`<${Co} view=${e} busy=${s.busy} act=${u} skew=${n} />`}
    ${m.reveal_proposal&&i`<${Lo} view=${e} busy=${s.busy} act=${u} skew=${n} />`}
    ${m.team&&i`<${No} view=${e} busy=${s.busy} act=${u} />`}
    ${m.phase==="team_spy_guess"&&i`<${Ao} view=${e} busy=${s.busy} act=${u} />`}
    ${m.phase==="team_spy_guess"&&m.team?.guess_deadline&&i`<${pe} deadline=${m.team.guess_deadline} skew=${n} />`}
    ${k&&!m.vote&&i`<section class="card turn" aria-live="polite">
      <p><strong>${k===e.me?.player_id?o.t("round-your-turn"):o.t("round-their-turn",{name:N(e,k)})}</strong></p>
      ${h&&i`<p class="muted">${o.t("round-ask-whom")}</p>
        <div class="choices">${h.targets.map(b=>i`<button type="button" disabled=${s.busy} onClick=${()=>u({type:"ask",target:b})}>${o.t("round-ask",{name:N(e,b)})}</button>`)}</div>`}
    </section>`}
    ${a==="accuse"&&$&&!p&&i`<section class="card" aria-label=${o.t("round-accuse")}>
      <p>${P?o.t("round-accuse-whom-small"):o.t("round-accuse-whom")}</p>
      <div class="choices">${$.suspects.map(b=>i`<button type="button" class="danger" disabled=${s.busy}
          onClick=${()=>P?d(b):u({type:"accuse",suspect:b})}>${o.t("round-accuse-one",{name:N(e,b)})}</button>`)}</div>
      <button type="button" class="quiet" onClick=${()=>r(null)}>${o.t("round-cancel")}</button>
    </section>`}
    ${p&&i`<section class="card confirm" role="alertdialog" aria-label=${o.t("round-accuse")}>
      <p>${o.t("round-accuse-confirm",{name:N(e,p)})}</p>
      <button type="button" class="primary danger" disabled=${s.busy} onClick=${()=>u({type:"accuse",suspect:p})}>${o.t("round-confirm")}</button>
      <button type="button" class="quiet" onClick=${()=>(d(null),r(null))}>${o.t("round-cancel")}</button>
    </section>`}
    ${l&&i`<section class="card confirm" role="alertdialog" aria-label=${o.t("round-guess")}>
      <p>${o.t("round-guess-confirm",{place:e.candidate_locations.find(b=>b.id===l)?.name??""})}</p>
      <button type="button" class="primary danger" disabled=${s.busy} onClick=${()=>u({type:"guess",location_id:l})}>${o.t("round-confirm")}</button>
      <button type="button" class="quiet" onClick=${()=>(c(null),r(null))}>${o.t("round-cancel")}</button>
    </section>`}
    <div class="actions">
      ${!U("accuse")&&x}
      ${!U("guess")&&R}
      ${S&&i`<button type="button" disabled=${s.busy} onClick=${()=>u({type:"propose_reveal_middle"})}>${o.t("reveal-propose")}</button>`}
    </div>
    <${O} problem=${s.problem} />
    ${a==="guess"&&!l&&i`<p class="notice">${o.t("round-guess-pick")} <button type="button" class="quiet small" onClick=${()=>r(null)}>${o.t("round-cancel")}</button></p>`}
    ${!T&&i`<${Je} view=${e} onPick=${a==="guess"&&v?c:null} />`}
    <${To} view=${e} />
    <${Ke} view=${e} />
    <${_o} view=${e} show=${t} />
  </div>`}function Ze({code:e,session:t,setSession:n,embedded:o=!1,carrier:s=null}){let a=w(),[r,l]=y(null),[c,p]=y(a.lang),[d,m]=y(0),[f,u]=y("live"),[h,$]=y(null),[v,S]=y(null),T=se(null);C(()=>{if(!t)return;$(null);let x=a.lang,R=co(e,{onView:g=>{m(Date.parse(g.now)-Date.now()),l(g),p(x)},onLink:u,onRefused:g=>{g.code==="unauthorized"&&n(null),$(g)}},s);return T.current=R,()=>R.stop()},[e,t?.token,s,s?null:a.lang]);let _=x=>T.current?.show(x.view,x.etag),k;if(h&&h.code!=="unauthorized")k=i`<${O} problem=${h} />`;else if(r&&r.table.closed&&!r.me)k=null;else if(!t||r&&!r.me&&!r.removed)k=i`<${Mo} code=${e} session=${t} setSession=${n} show=${_}
      problem=${v} setProblem=${S} />`;else if(!r)k=i`<p class="muted">${a.t("app-loading")}</p>`;else if(r.me)r.round&&r.round.phase!=="over"&&r.me.in_round?k=i`<${Io} view=${r} show=${_} skew=${d} />`:k=i`<${go} view=${r} show=${_} skew=${d} />`;else{let x=r.removed?.reason==="kicked";k=i`<p class="notice" role="status">${x?a.t("lobby-removed"):a.t("lobby-left")}</p>
      ${!x&&!r.table.league&&!r.table.closed&&i`<${Mo} code=${e} session=${t} setSession=${n} show=${_}
        problem=${v} setProblem=${S} again=${!0} />`}`}let P=o?"section":"main",U=r&&!h&&t;return i`<${P} class="page room" data-version=${r?.version} data-lang=${U?c:void 0}>
    <header class="bar">
      ${!o&&i`<${L} to="/">${a.t("app-back")}</${L}>`}
      <span><span class="room-code-label">${a.t("lobby-code")}</span> <span class="room-code">${e}</span></span>
    </header>
    ${f==="reconnecting"&&i`<p class="banner" role="status">${a.t("app-reconnecting")}</p>`}
    ${r?.table.closed&&i`<p class="notice" role="status">${a.t("lobby-closed")}</p>`}
    ${r?.me&&i`<${yo} view=${r} />`}
    ${k}
  </${P}>`}function Mo({code:e,session:t,setSession:n,show:o,problem:s,setProblem:a,again:r=!1}){let l=w(),[c,p]=y(t?.user.display_name??""),d=F();return i`<form class="card" onSubmit=${f=>{f.preventDefault(),a(null),d.run(async()=>{let u=await J(c,t,n);try{let h=await ze(e,c);u===t&&o(h)}catch(h){a(h)}})}}>
    <h2>${r?l.t("lobby-join-again"):l.t("lobby-join-title")}</h2>
    <${te} value=${c} onInput=${p} />
    <button class="primary" type="submit" disabled=${d.busy||!c.trim()}>${l.t("lobby-join-as")}</button>
    <${O} problem=${s??d.problem} />
  </form>`}function Po({session:e,setSession:t}){let n=w(),o=F(),[s,a]=y(""),[r,l]=y(""),[c,p]=y(e?.user.display_name??""),[d,m]=y("log_in"),f=e?.user.guest??!1,u=S=>{S.preventDefault(),o.run(async()=>{let T=f?await Fn({username:s,password:r,display_name:c||null}):d==="sign_up"?await Un({username:s,password:r,display_name:c}):await jn({username:s,password:r});t(T);let _=new URLSearchParams(location.search).get("next");Y(_&&_.startsWith("/")&&!_.startsWith("//")?_:"/")})},h=()=>o.run(async()=>{await Wn(),t(null)}),$=S=>T=>S(T.currentTarget.value),v=e&&!f;return i`<main class="page">
    <header class="bar"><${L} to="/">${n.t("app-back")}</${L}></header>
    <h1>${n.t("account-title")}</h1>
    ${e&&i`<p>${n.t("home-signed-in-as",{name:e.user.display_name})}${f?` (${n.t("home-guest")})`:""}</p>`}
    ${!v&&i`<form class="card" onSubmit=${u}>
      <h2>${f?n.t("account-make-account"):d==="sign_up"?n.t("account-sign-up"):n.t("account-log-in")}</h2>
      ${!f&&i`<div class="choices two" role="group">
        <button type="button" aria-pressed=${d==="log_in"} onClick=${()=>m("log_in")}>${n.t("account-log-in")}</button>
        <button type="button" aria-pressed=${d==="sign_up"} onClick=${()=>m("sign_up")}>${n.t("account-sign-up")}</button>
      </div>`}
      <label class="field">${n.t("account-username")}
        <input name="username" autocomplete="username" required value=${s} onInput=${$(a)} />
      </label>
      <label class="field">${n.t("account-password")}
        <input name="password" type="password" autocomplete=${d==="log_in"&&!f?"current-password":"new-password"}
          required value=${r} onInput=${$(l)} />
      </label>
      ${(f||d==="sign_up")&&i`<label class="field">${n.t("home-your-name")}
        <input name="display_name" autocomplete="nickname" maxlength="32" value=${c} onInput=${$(p)} />
      </label>`}
      <button class="primary" type="submit" disabled=${o.busy}>
        ${f?n.t("account-submit-make"):d==="sign_up"?n.t("account-submit-sign-up"):n.t("account-submit-log-in")}
      </button>
    </form>`}
    ${e&&i`<button type="button" class="quiet" disabled=${o.busy} onClick=${h}>${n.t("account-log-out")}</button>`}
    <${O} problem=${o.problem} />
  </main>`}function Oo({session:e,setSession:t}){let n=w(),o=F(),[s,a]=y(null),[r,l]=y(""),[c]=y(()=>new URLSearchParams(location.search).get("claim")??""),[p,d]=y(c);C(()=>{c&&history.replaceState(history.state,"",location.pathname)},[]),C(()=>{e&&o.run(async()=>a(await Jn()))},[e?.token]);let m=e&&!e.user.guest,f=$=>{$.preventDefault(),o.run(async()=>Y(`/nights/${(await Zn(r)).code}`))},h=i`<form class="card" onSubmit=${$=>{$.preventDefault(),o.run(async()=>{let v=await Qn(p);t({token:v.token,user:v.user,expires_at:v.expires_at}),Y(`/nights/${v.night.code}`)})}}>
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
    ${c&&h}
    ${s&&s.length>0&&i`<section class="card">
      <h2>${n.t("nights-mine")}</h2>
      <ul class="night-list">${s.map($=>i`<li><${L} to=${`/nights/${$.code}`}>${$.name}</${L}> <span class="muted">${$.season} · ${n.t("nights-status",{status:$.status})}</span></li>`)}</ul>
    </section>`}
    ${s&&s.length===0&&i`<p class="muted">${n.t("nights-none")}</p>`}
    <form class="card" onSubmit=${f}>
      <h2>${n.t("nights-join-title")}</h2>
      ${m?i`<label class="field">${n.t("nights-code")}
            <input name="night-code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
              maxlength="16" required value=${r} onInput=${$=>l($.currentTarget.value.toUpperCase())} />
          </label>
          <button class="primary" type="submit" disabled=${o.busy||!r.trim()}>${n.t("nights-join")}</button>`:i`<p class="muted">${n.t("nights-account-needed")} <${L} to="/account">${n.t("account-title")}</${L}></p>`}
    </form>
    ${!c&&h}
    <${O} problem=${o.problem} />
  </main>`}function Do({code:e,session:t,setSession:n}){let o=w(),[s,a]=y(null),[r,l]=y("live"),[c,p]=y(null),[d,m]=y(null),[f,u]=y(0);C(()=>{if(!t)return;p(null);let v=uo(e,{onView:a,onLink:l,onRefused:S=>{S.code==="unauthorized"&&n(null),p(S)}});return m(v.carrier),()=>v.stop()},[e,t?.token,f,o.lang]);let h=s?.my_table,$=i`<header class="bar">
    <${L} to="/nights">${o.t("nights-title")}</${L}>
    <span class="room-code">${e}</span>
  </header>`;if(!t||c){let v=!t||c?.code==="not_in_night";return i`<main class="page">${$}
      ${v?i`<${oa} code=${e} session=${t} setSession=${n}
            onDone=${()=>u(f+1)} />`:i`<${O} problem=${c} /><${L} to="/nights">${o.t("nights-join-title")}</${L}>`}
    </main>`}return i`<main>
    <div class="page night">
      ${$}
      ${r==="reconnecting"&&!h&&i`<p class="banner" role="status">${o.t("app-reconnecting")}</p>`}
      ${s?i`<section class="card" aria-live="polite">
            <h1>${s.name}</h1>
            <p class="muted">${s.season}</p>
            <p>${o.t("nights-status",{status:s.status})} · ${o.t("nights-playing-as",{name:s.me.display_name})}</p>
            ${s.announcement&&i`<p class="banner announcement">${s.announcement}</p>`}
            ${s.next_seating_at&&!h&&i`<p class="muted">${o.t("nights-next-seating",{time:na(s.next_seating_at,o.lang)})}</p>`}
            ${s.me.withdrawn&&i`<p class="notice">${o.t("nights-withdrawn")}</p>`}
            ${!s.me.withdrawn&&s.status!=="finished"&&!s.me.checked_in&&i`<${sa} code=${e} onDone=${a} />`}
            ${s.me.sitting_out&&i`<p class="notice" role="status">${o.t("nights-sitting-out",{round:s.current_round??1})}</p>`}
            ${h?i`<p><strong>${o.t("nights-my-table",{table:h.table,round:h.round})}</strong></p>
                  <p class="muted">${h.players.map(v=>v.display_name).join(", ")}</p>`:s.status!=="finished"&&s.me.checked_in&&!s.me.sitting_out&&!s.me.withdrawn&&i`<p class="notice" role="status">${o.t("nights-wait-seating")}</p>`}
          </section>`:i`<p class="muted">${o.t("app-loading")}</p>`}
      ${s&&i`<${aa} code=${e} version=${s.version} />`}
    </div>
    ${h&&i`<${Ze} key=${h.room_code} code=${h.room_code} session=${t} setSession=${n}
      carrier=${d} embedded />`}
  </main>`}function na(e,t){return new Intl.DateTimeFormat(t,{hour:"2-digit",minute:"2-digit"}).format(new Date(e))}function oa({code:e,session:t,setSession:n,onDone:o}){let s=w(),a=F(),[r,l]=y(t?.user.display_name??"");return i`<form class="card" onSubmit=${p=>{p.preventDefault(),a.run(async()=>{await J(r,t,n),await kt(e),o()})}}>
    <h1>${s.t("nights-door-title")}</h1>
    <p>${s.t("nights-check-in-hint")}</p>
    ${!t&&i`<${te} value=${r} onInput=${l} />`}
    <button class="primary" type="submit" disabled=${a.busy||!t&&!r.trim()}>${s.t("nights-check-in")}</button>
    <${O} problem=${a.problem} />
    ${(!t||t.user.guest)&&i`<p class="muted">${s.t("nights-have-account")} <${L} to=${`/account?next=${encodeURIComponent(`/nights/${e}`)}`}>${s.t("nights-sign-in")}</${L}></p>`}
  </form>`}function sa({code:e,onDone:t}){let n=w(),o=F();return i`<div>
    <p>${n.t("nights-check-in-hint")}</p>
    <button class="primary" type="button" disabled=${o.busy}
      onClick=${()=>o.run(async()=>t(await kt(e)))}>${n.t("nights-check-in")}</button>
    <${O} problem=${o.problem} />
  </div>`}function aa({code:e,version:t}){let n=w(),o=F(),[s,a]=y(!1),[r,l]=y(null);return C(()=>{s&&o.run(async()=>l(await Xn(e)))},[e,t,s]),i`<details class="card" onToggle=${c=>a(c.currentTarget.open)}>
    <summary>${n.t("nights-standings")}</summary>
    <${O} problem=${o.problem} />
    <ol class="standings">
      ${(r?.standings??[]).map(c=>i`<li value=${c.rank} class=${c.me?"me":""}>${c.display_name}: ${n.t("lobby-points",{n:c.points})} · ${n.t("nights-rounds-played",{n:c.rounds_played})}${c.me?` (${n.t("lobby-you")})`:""}</li>`)}
    </ol>
  </details>`}var Lt=8,jo=100,ra=e=>e.toLowerCase().replace(/[^\p{L}\p{N}]+/gu,"-").replace(/^-+|-+$/g,""),ia=e=>e.map(t=>t.roles.length?`${t.name}: ${t.roles.join(", ")}`:t.name).join(`
`);function la(e,t,n){let o=t.split(`
`).map(a=>a.trim()).filter(Boolean).map(a=>{let[r,l=""]=a.split(/:(.*)/s);return{name:r.trim(),roles:l.split(",").map(c=>c.trim()).filter(Boolean)}});if(!e.trim())return{wrong:"list-wrong-name"};if(o.length<Lt||o.length>jo)return{wrong:"list-wrong-count"};let s=new Set(o.map(a=>ra(a.name)));return s.has("")||s.size!==o.length?{wrong:"list-wrong-twice"}:{draft:{name:e.trim(),language:n,locations:o}}}function Qe({current:e,busy:t,onSave:n,onCancel:o}){let s=w(),[a,r]=y(e?.name??""),[l,c]=y(e?ia(e.locations):""),[p,d]=y(null),m=l.split(`
`).filter(u=>u.trim()).length;return i`<form class="list-editor" onSubmit=${u=>{u.preventDefault();let h=la(a,l,e?.language??s.lang);if("wrong"in h)return d(h.wrong);d(null),n(h.draft)}}>
    <label class="field">${s.t("list-name")}
      <input name="list_name" maxlength="32" required value=${a}
        onInput=${u=>r(u.currentTarget.value)} />
    </label>
    <label class="field">${s.t("list-locations")}
      <textarea name="locations" rows="12" value=${l}
        onInput=${u=>c(u.currentTarget.value)}></textarea>
    </label>
    <p class="muted">${s.t("list-locations-hint",{min:Lt})} ${s.t("list-count",{count:m})}</p>
    ${p&&i`<p class="error" role="alert">${s.t(p,{min:Lt,max:jo})}</p>`}
    <div class="actions">
      <button class="primary" type="submit" disabled=${t}>${s.t("list-save")}</button>
      ${o&&i`<button type="button" onClick=${o}>${s.t("list-cancel")}</button>`}
    </div>
  </form>`}function Uo({session:e,setSession:t}){let n=w(),o=F(),[s,a]=y(null),[r,l]=y(!1),[c,p]=y(e?.user.display_name??""),[d,m]=y("");C(()=>{e&&o.run(async()=>a((await We()).packs))},[e?.token]);let f=h=>o.run(async()=>{await J(c,e,t),Y(`/lists/${(await Bn(h)).share_code}`)}),u=h=>{h.preventDefault();let $=d.trim().split("/lists/").pop()??"";Y(`/lists/${$.replace(/[\s/-]/g,"").toUpperCase()}`)};return i`<main class="page lists">
    <header class="bar"><${L} to="/">${n.t("app-back")}</${L}></header>
    <h1>${n.t("lists-title")}</h1>
    <p class="muted">${n.t("lists-intro")}</p>
    ${!e&&i`<section class="card"><${te} value=${c} onInput=${p} /></section>`}
    ${e&&i`<section class="card">
      <h2>${n.t("lists-mine")}</h2>
      ${s?.length===0&&i`<p class="muted">${n.t("lists-none")}</p>`}
      <ul class="my-lists">
        ${(s??[]).map(h=>i`<li>
            <${L} to=${`/lists/${h.share_code}`}>${h.name}</${L}>
            <span class="muted"> ${n.t("list-count",{count:h.location_count})}, ${h.made_by_me?n.t("lists-yours"):n.t("lists-added")}</span>
          </li>`)}
      </ul>
    </section>`}
    <section class="card">
      <h2>${n.t("lists-new")}</h2>
      ${r?i`<${Qe} busy=${o.busy||!e&&!c.trim()} onSave=${f} onCancel=${()=>l(!1)} />`:i`<button type="button" onClick=${()=>l(!0)}>${n.t("lists-new")}</button>`}
    </section>
    <form class="card" onSubmit=${u}>
      <h2>${n.t("lists-add-title")}</h2>
      <label class="field">${n.t("lists-add-code")}
        <input name="list_code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
          maxlength="200" required value=${d}
          onInput=${h=>m(h.currentTarget.value)} />
      </label>
      <button class="primary" type="submit" disabled=${!d.trim()}>${n.t("lists-add")}</button>
    </form>
    <${O} problem=${o.problem} />
  </main>`}function Fo({code:e,session:t,setSession:n}){let o=w(),s=F(),[a,r]=y(null),[l,c]=y(!1),[p,d]=y(t?.user.display_name??"");C(()=>{t&&s.run(async()=>r(await ve(e)))},[e,t?.token]);let m=$=>{$.preventDefault(),s.run(async()=>{await J(p,t,n),r(await ve(e))})},f=$=>s.run(async()=>{a&&(r(await Gn(a.id,$)),c(!1))}),u=()=>s.run(async()=>{if(!a)return;let{view:$}=await qe({pack_ids:[a.id]});Y(`/r/${$.code}`)}),h=i`<header class="bar"><${L} to="/lists">${o.t("lists-title")}</${L}></header>`;return t?a?i`<main class="page list" data-version=${a.version}>${h}
    <h1>${a.name}</h1>
    <p class="muted">${a.made_by_me?o.t("list-by-you"):o.t("list-added")}</p>
    ${l?i`<section class="card"><${Qe} current=${a} busy=${s.busy} onSave=${f} onCancel=${()=>c(!1)} /></section>`:i`<section class="card">
          <h2>${o.t("list-count",{count:a.locations.length})}</h2>
          <ul class="list-locations">
            ${a.locations.map($=>i`<li><span class="location-name">${$.name}</span>${$.roles.length>0&&i`<span class="muted">: ${$.roles.join(", ")}</span>`}</li>`)}
          </ul>
          ${a.made_by_me&&i`<button type="button" onClick=${()=>c(!0)}>${o.t("list-edit")}</button>`}
        </section>`}
    <${ca} list=${a} />
    <div class="actions">
      <button class="primary" type="button" disabled=${s.busy} onClick=${u}>${o.t("list-play")}</button>
    </div>
    <${O} problem=${s.problem} />
  </main>`:i`<main class="page list">${h}
      ${s.problem?i`<${O} problem=${s.problem} />`:i`<p class="muted">${o.t("app-loading")}</p>`}
    </main>`:i`<main class="page list">${h}
      <form class="card" onSubmit=${m}>
        <h1>${o.t("list-open-title")} <span class="share-code">${e}</span></h1>
        <${te} value=${p} onInput=${d} />
        <button class="primary" type="submit" disabled=${s.busy||!p.trim()}>${o.t("list-open")}</button>
      </form>
      <${O} problem=${s.problem} />
    </main>`}function ca({list:e}){let t=w(),[n,o]=y(!1),s=async()=>{await Ye(e.share_url,".share-link input"),o(!0)};return i`<section class="card share">
    <h2>${t.t("list-share-title")}</h2>
    <p>${t.t("list-share")}</p>
    <p class="join-code"><span class="muted">${t.t("list-code")}</span> <strong class="share-code">${e.share_code}</strong></p>
    <label class="field share-link">${t.t("list-link")}
      <input type="text" readonly value=${e.share_url} onFocus=${a=>a.currentTarget.select()} />
    </label>
    <div class="actions">
      <button type="button" onClick=${s}>${n?t.t("list-copied"):t.t("list-copy")}</button>
    </div>
    <img class="qr" src=${`/lists/${e.share_code}/qr.svg`} alt=${t.t("list-qr-alt",{code:e.share_code})} width="180" height="180" />
  </section>`}var Wo=["/","/r/{code}","/nights","/nights/{code}","/account","/lists","/lists/{code}"];var da=e=>new RegExp(`^${e.replace("{code}","([A-Za-z0-9]{1,16})")}/?$`),pa=Wo.map(e=>({page:e,re:da(e)}));function qo(e){for(let{page:t,re:n}of pa){let o=n.exec(e);if(o)return{page:t,code:(o[1]??"").toUpperCase()}}return{page:"/",code:""}}function zo({messages:e,arriving:t}){let[n,o]=y(e),[s,a]=y(!1),r=se(0),[l,c]=y($e),[p,d]=y(location.pathname),m=n.lang;On(m);let f=_=>{let k=++r.current;_.then(P=>r.current===k&&(o(P),a(!1)),()=>r.current===k&&a(!0))};C(()=>{t&&f(t)},[]),C(()=>{let _=()=>d(location.pathname);return addEventListener("popstate",_),()=>removeEventListener("popstate",_)},[]),C(()=>{document.documentElement.lang=m,document.title=n.t("app-title")},[m]);let h={session:l,setSession:_=>{Nn(_),c(_)}},{page:$,code:v}=qo(p),T={"/r/{code}":()=>i`<${Ze} key=${v} code=${v} ...${h} />`,"/nights/{code}":()=>i`<${Do} key=${v} code=${v} ...${h} />`,"/nights":()=>i`<${Oo} ...${h} />`,"/account":()=>i`<${Po} ...${h} />`,"/lists":()=>i`<${Uo} ...${h} />`,"/lists/{code}":()=>i`<${Fo} key=${v} code=${v} ...${h} />`}[$]?.()??i`<${ro} ...${h} />`;return i`<${De.Provider} value=${n}>
    ${T}
    <footer class="page footer">
      <label>
        ${n.t("app-language")}
        <select
          value=${m}
          onChange=${_=>{let k=_.currentTarget.value;f(Oe(k).then(P=>(Rn(k),P)))}}
        >
          ${Object.entries(yt).map(([_,k])=>i`<option value=${_} lang=${_}>${k}</option>`)}
        </select>
      </label>
      ${s&&i`<p class="error" role="alert">${n.t("app-language-unavailable")}</p>`}
    </footer>
  </${De.Provider}>`}var ma=3e3,Nt=document.getElementById("app");if(Nt){let e=Oe(Cn()).catch(()=>be),t=new Promise(n=>setTimeout(()=>n(null),ma));Promise.race([e,t]).then(n=>{Nt.textContent="",Bt(i`<${zo} messages=${n??be} arriving=${n?null:e} />`,Nt)})}"serviceWorker"in navigator&&navigator.serviceWorker.register("/sw.js").catch(()=>{});
