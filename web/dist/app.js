var us=Object.defineProperty;var ds=(t,e,n)=>e in t?us(t,e,{enumerable:!0,configurable:!0,writable:!0,value:n}):t[e]=n;var z=(t,e,n)=>ds(t,typeof e!="symbol"?e+"":e,n);var O,en,ps,se,_t,Ve,tn,De,nn,$t,yt,on,ve=Symbol.for("pv"),Ue={},We=[],ms=/^m(i|n|o|s|text|space)$/,vt=Array.isArray,wt=We.slice,ue=Object.assign;function ce(t){t&&t.parentNode&&t.remove()}function sn(t,e,n){var o,s,r,a={},l=arguments.length;for(r in e)r=="key"?o=e[r]:r=="ref"&&typeof t!="function"?s=e[r]:a[r]=e[r];return l>2&&(a.children=l>3?wt.call(arguments,2):n),$e(t,a,o,s,null)}function $e(t,e,n,o,s){var r={type:t,props:e,key:n,ref:o,__k:null,__:null,__b:0,__e:null,__c:null,constructor:ve,__v:s||++en,__i:-1,__u:0};return!s&&O.vnode&&O.vnode(r),r}function qe(t){return t.children}function je(t,e){this.props=t,this.context=e,this.__g=0}function re(t,e){if(e==null)return t.__&&re(t.__,t.__i+1);for(var n;e<t.__k.length;e++)if((n=t.__k[e])&&n.__e)return n.__e;return typeof t.type!="function"||t.props.__P?null:re(t)}function hs(t){var e,n=t.__v,o=n.__e,s=[],r=[],a=t.__P;a&&((e=ue({constructor:ve},n)).__v=n.__v+1,O.vnode&&O.vnode(e),kt(a,e,n,t.__n,a.namespaceURI,32&n.__u?[o]:null,s,o||re(n),32&n.__u,r),e.__v=n.__v,e.__.__k[e.__i]=e,dn(s,e,r),n.__=n.__e=null,e.__e!=o&&rn(e))}function rn(t){if((t=t.__)&&t.__c&&!t.props.__P)return t.__e=null,t.__k.some(function(e){return e&&(t.__e=e.__e)}),rn(t)}function bt(t){(8&t.__g||(t.__g|=8,se.push(t),Ve++))&&_t==O.debounceRendering||((_t=O.debounceRendering)||queueMicrotask)(an)}function an(){try{for(var t,e=1;se.length;)se.length>e&&se.sort(tn),t=se.shift(),e=se.length,8&t.__g&&hs(t)}finally{(Ve=se.length)&&(_t||queueMicrotask)(an)}}function ln(t,e,n,o,s,r,a,l,c,d,u){var f,m,p,h,b,$,R=o.__k||We,E=e.length;for(c=fs(n,e,R,c,E),f=0;f<E;f++)(p=n.__k[f])!=null&&(m=~p.__i&&R[p.__i]||Ue,p.__i=f,$=kt(t,p,m,s,r,a,l,c,d,u),h=p.__e,(m.ref!=p.ref||8&m.__u)&&(m.ref&&St(m.ref,null,p,m),p.ref&&u.push(p.ref,p.__c||h,p)),b=b||h,4&p.__u?(c=cn(p,c,t,!m.__v),m.__e&&(m.__e=null)):typeof p.type=="function"&&$!==void 0?c=$:h&&(c=h.nextSibling),p.__u&=-21);return n.__e=b,c}function fs(t,e,n,o,s){var r,a,l,c,d,u,f,m,p,h=n.length,b=h,$=0,R=0,E=t.__k=Array(s);for(r=0;r<s;r++)(a=e[r])!=null&&typeof a!="boolean"&&typeof a!="function"?(typeof a!="object"||a.constructor===String?a=E[r]=$e(null,a):vt(a)?a=E[r]=$e(qe,{children:a}):a.constructor===ve&&a.__b?a=E[r]=$e(a.type,a.props,a.key,a.ref,a.__v):E[r]=a,c=r+$,a.__=t,a.__b=t.__b+1,l=null,~(d=a.__i=gs(a,n,c,b))&&(b--,(l=n[d])&&(l.__u|=2)),l&&l.__v?(a.__u|=16,d==c-1?$--:d==c+1?$++:d!=c&&(d>c?$--:$++,R=1)):(~d||(s>h?$--:s<h&&$++),typeof a.type!="function"&&(a.__u|=4))):E[r]=null;if(R){for(u=[],f=[],r=0;r<s;r++)if((a=E[r])&&16&a.__u){for($=0,m=u.length;$<m;)u[p=$+m>>1]<a.__i?$=p+1:m=p;u[$]=a.__i,f[r]=$+1}for($=u.length;r--;)f[r]&&(f[r]==$?$--:E[r].__u|=4)}if(b)for(r=0;r<h;r++)!(l=n[r])||2&l.__u||(l.__e==o&&(o=re(l)),Tt(l,l));return o}function cn(t,e,n,o){var s,r,a,l;if(typeof t.type=="function"){if(t.props.__P)return e;if(s=t.__k)for(r=0;r<s.length;r++)s[r]&&(s[r].__=t,e=cn(s[r],e,n,!1));return e}for(e&&!e.parentNode&&(e=re(t))&&!e.parentNode&&(e=null),a=t.__e,l=e;l&&l.nodeType==8;)l=l.nextSibling;for(a!=l&&(!o&&n.moveBefore&&a.parentNode?n.moveBefore(a,e):n.insertBefore(a,e||null)),e=a;(e=e&&e.nextSibling)&&e.nodeType==8&&!e.data.startsWith("$s"););return e}function gs(t,e,n,o){var s,r=t.key,a=t.type,l=e[n],c=l&&!(2&l.__u);if(l===null&&r==null||c&&r==l.key&&a==l.type)return n;if(o>(c?1:0)){for(s=n-1;s>=0;s--)if((l=e[s])&&!(2&l.__u)&&r==l.key&&a==l.type)return s;for(s=n+1;s<e.length;s++)if((l=e[s])&&!(2&l.__u)&&r==l.key&&a==l.type)return s}return-1}function Qt(t,e,n){n==null&&(n=""),e[0]=="-"?t.setProperty(e,n):t[e]=n}function Ie(t,e,n,o,s){var r,a;if(e=="style")if(typeof n=="string")t.style.cssText=n;else{if(typeof o=="string"&&(t.style.cssText=o=""),o)for(e in o)n&&e in n||Qt(t.style,e);if(n)for(e in n)o&&n[e]==o[e]||Qt(t.style,e,n[e])}else if(e[0]=="o"&&e[1]=="n")typeof n!="function"&&(n=null),typeof o!="function"&&(o=null),(t.__e||(t.__e={}))[e]=n,n&&o||(a=yt[e]||(yt[e]=_s(e)),(t.__a||(t.__a={}))[e]=$t,r=e!=(e=e.replace(nn,"$1")),(e=e.slice(2))[0]<"a"&&(e=e.toLowerCase()),n?t.addEventListener(e,a,r):t.removeEventListener(e,a,r));else{if(s=="http://www.w3.org/2000/svg")e=e.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if(e!="width"&&e!="height"&&e!="href"&&e!="list"&&e!="form"&&e!="tabIndex"&&e!="download"&&e!="rowSpan"&&e!="colSpan"&&e!="role"&&e!="popover"&&e in t)try{return void(t[e]=n??"")}catch{}if(typeof n=="function")return;n==null||n===!1&&e[4]!="-"?t.removeAttribute(e):t.setAttribute(e,e=="popover"&&n==1?"":n)}}function _s(t){return function(e){var n=this.__e;if(n){if(n=n[t],e[De]==null)e[De]=$t++;else if(e[De]<this.__a[t])return;return n(O.event?O.event(e):e)}}}function kt(t,e,n,o,s,r,a,l,c,d){var u,f,m,p,h,b,$,R,E,y,S,M,j,C,A,g,w,x,F=e.type;if(e.constructor!==ve)return null;128&n.__u&&(c=32&n.__u,u=n.__c.__z)&&(e.__u|=c,f=r=[],u.nodeType==8?l=Fe(u,r):r.push(u),l=r[0]||l),(u=O.__b)&&u(e);e:if(typeof F=="function"){m=a.length;try{if(R=e.props,E=(u=F.prototype)&&u.render,y=(u=F.contextType)&&o[u.__c],S=u?y?y.props.value:u.__:o,(p=n.__c)?(e.__c=p,2&p.__g&&(p.__g|=1)):(E?e.__c=p=new F(R,S):(e.__c=p=new je(R,S),p.constructor=F,p.render=bs),y&&y.sub(p),p.state||(p.state={}),p.__n=o,p.__g|=8,p.__h=[],p.__k=[]),E&&(p.__s||(p.__s=p.state),F.getDerivedStateFromProps&&(p.__s==p.state&&(p.__s=ue({},p.__s)),ue(p.__s,F.getDerivedStateFromProps(R,p.__s)))),h=p.props,b=p.state,p.__v=e,n.__c){if(R!==h&&E&&!F.getDerivedStateFromProps&&p.componentWillReceiveProps&&p.componentWillReceiveProps(R,S),e.__v==n.__v&&!(8&p.__g)||!(4&p.__g)&&p.shouldComponentUpdate&&p.shouldComponentUpdate(R,p.__s,S)===!1){e.__v!=n.__v&&(p.props=R,p.state=p.__s,p.__g&=-9),e.__e=n.__e,e.__k=n.__k,e.__k.some(function(U){U&&(U.__=e)}),We.push.apply(p.__h,p.__k),p.__k=[],p.__h.length&&a.push(p),l=re(n);break e}p.componentWillUpdate&&p.componentWillUpdate(R,p.__s,S),E&&p.componentDidUpdate&&p.__h.push(function(){p.componentDidUpdate(h,b,$)})}else E&&!F.getDerivedStateFromProps&&p.componentWillMount&&p.componentWillMount(),E&&p.componentDidMount&&p.__h.push(p.componentDidMount);p.context=S,p.props=R,p.__P=t,p.__g&=-5,M=O.__r,j=E?25:0;do p.__g&=-9,M&&M(e),u=p.render(p.props,p.state=p.__s,p.context);while(8&p.__g&&++j<25);E&&(We.push.apply(p.__h,p.__k),p.__k=[]),p.state=p.__s,p.getChildContext&&(o=ue({},o,p.getChildContext())),E&&n.__c&&p.getSnapshotBeforeUpdate&&($=p.getSnapshotBeforeUpdate(h,b)),C=u&&u.type===qe&&u.key==null?u.props.children:u,R.__P&&(u=l,s=(t=R.__P).namespaceURI,c=r=null,n.props&&n.props.__P!=t&&(n.__k.some(function(U){U&&Tt(U,U)}),n.__k=null),l=n.__k?re(n,0):null),l=ln(t,vt(C)?C:[C],e,n,o,s,r,a,l,c,d),R.__P&&(e.__e=null,l=u),e.__u&=-161,f&&f.some(ce),p.__h.length&&a.push(p),1&p.__g&&(p.__g&=-4)}catch(U){if(a.length=m,e.__v=null,c||r)if(U&&U.then){if(e.__u|=128|c,r){for(~(w=r.indexOf(l||void 0))||(w=r.length);(x=r[w-1])&&x.nodeType==8;)w--;for(;w<r.length;w++)if(x=r[w])if(r[w]=null,A){if(x==g)break}else{if(x.nodeType!=8)break;x.data.startsWith("$s")&&(g=Fe(A=x))}}if(!A){for(;l&&l.nodeType==8&&l.nextSibling;)l=l.nextSibling;A=l}(u=Fe(A=e.__c.__z||(e.__c.__z=A)))?(e.__e=A,l=u):e.__e=l,l=l&&l.nextSibling}else r&&r.some(ce);else e.__e=n.__e;e.__k||(e.__k=n.__k||[]),U&&U.then||un(e),O.__e(U,e,n)}}else l=e.__e=ys(n.__e,e,n,o,s,r,a,c,d,t);return(u=O.diffed)&&u(e),l}function Fe(t,e){if(t&&t.nodeType==8&&t.data.startsWith("$s"))for(var n=1;t=t.nextSibling;){if(t.nodeType==8){if(t.data.startsWith("$s"))n++;else if(t.data.startsWith("/$s")&&!--n)return t}e&&e.push(t)}}function un(t){t&&(t.__c&&(t.__c.__g|=4),t.__k&&t.__k.some(un))}function dn(t,e,n){for(var o=0;o<n.length;)St(n[o++],n[o++],n[o++]);O.__c&&O.__c(e,t),t.some(function(s){try{t=s.__h,s.__h=[],t.some(function(r){r.call(s)})}catch(r){O.__e(r,s.__v)}})}function ys(t,e,n,o,s,r,a,l,c,d){var u,f,m,p,h,b,$,R,E=n.props||Ue,y=e.props,S=e.type;if(S=="svg"?s="http://www.w3.org/2000/svg":S=="math"?s="http://www.w3.org/1998/Math/MathML":s||(s="http://www.w3.org/1999/xhtml"),r){for(u=0;u<r.length;u++)if((h=r[u])&&(S?h.localName==S:h.nodeType==3)){t=h,r[u]=null;break}}if(!t){if(R=d.ownerDocument||document,!S)return R.createTextNode(y);t=R.createElementNS(s,S,y.is?y:d),l&&(O.__m&&O.__m(e,r),l=!1),r=null}if(S){if(d=S=="template"&&t.content||t,r=S=="textarea"&&y.defaultValue!=null?null:r&&wt.call(d.childNodes),!l&&r)for(E={},u=0;u<t.attributes.length;u++)E[(h=t.attributes[u]).name]=h.value;for(u in E)h=E[u],u=="dangerouslySetInnerHTML"?m=h:u=="children"||u in y||u=="value"&&"defaultValue"in y||u=="checked"&&"defaultChecked"in y||Ie(t,u,null,h,s);for(u in y)h=y[u],u=="children"?p=h:u=="dangerouslySetInnerHTML"?f=h:u=="value"?b=h:u=="checked"?$=h:l&&typeof h!="function"||E[u]===h||Ie(t,u,h,E[u],s);f?(l||m&&(f.__html==m.__html||f.__html==t.innerHTML)||(t.innerHTML=f.__html),e.__k=[]):(m&&(t.textContent=""),(S=="foreignObject"||s=="http://www.w3.org/1998/Math/MathML"&&ms.test(S))&&(s="http://www.w3.org/1999/xhtml"),ln(d,vt(p)?p:[p],e,n,o,s,r,a,r?r[0]:n.__k&&re(n,0),l,c),r&&r.some(ce)),l&&S!="textarea"||(u="value",S=="progress"&&b==null?t.removeAttribute(u):b==null||b===t[u]&&(S!="progress"||b)||Ie(t,u,b,E[u],s),u="checked",$!=null&&$!=t[u]&&Ie(t,u,$,E[u],s))}else E===y||l&&t.data==y||(t.data=y);return t}function St(t,e,n,o){try{typeof t=="function"?e?e.__x=t(e)||1:o&&(o=o.__c||o.__e)&&(e=o.__x)&&(o.__x=null,typeof e=="function"?e():t(null)):t.current=e}catch(s){O.__e(s,n)}}function Tt(t,e,n){var o,s,r,a;if(O.unmount&&O.unmount(t),!(o=t.ref)||o.current&&o.current!=t.__e||St(o,null,e,t),o=t.__c){if(o.componentWillUnmount)try{o.componentWillUnmount()}catch(l){O.__e(l,e)}o.__P=o.__n=null}if(o=t.__k)for(a=0;a<o.length;a++)o[a]&&Tt(o[a],e,typeof t.type!="function"||n&&!t.props.__P);!n&&(o=t.__c)&&(o=o.__z)&&(s=Fe(o,r=[]))&&(o==t.__e&&r.some(ce),ce(s),ce(o)),n||ce(t.__e),t.__e=t.__c=t.__=null}function bs(t,e,n){return this.constructor(t,n)}function pn(t,e){var n,o,s,r;O.__&&O.__(t,e),e.nodeType==9&&(e=e.documentElement),o=(n=t&&32&t.__u)?null:e.__k,e.__k=$e(qe,{children:[t]}),s=[],r=[],kt(e,e.__k,o||Ue,Ue,e.namespaceURI,o?null:e.firstChild?wt.call(e.childNodes):null,s,o?o.__e:e.firstChild,n,r),dn(s,e.__k,r),e.__k.props.children=null}function mn(t){function e(n){var o,s;return this.getChildContext||(o=new Set,(s={})[e.__c]=this,this.getChildContext=function(){return s},this.shouldComponentUpdate=function(r){this.props.value!=r.value&&o.forEach(function(a){a.__g|=4,bt(a)})},this.sub=function(r){o.add(r);var a=r.componentWillUnmount;r.componentWillUnmount=function(){o.delete(r),a&&a.call(r)}}),n.children}return e.__c="__cC"+on++,e.__=t,e.Provider=(e.Consumer=function(n,o){return n.children(o)}).contextType=e,e}O={__e:function(t,e,n,o){for(var s,r,a;e=e.__;)if((s=e.__c)&&!(1&s.__g)){s.__g|=4;try{if((a=(r=s.constructor)&&r.getDerivedStateFromError)&&s.setState(r.getDerivedStateFromError(t)),s.componentDidCatch&&(s.componentDidCatch(t,o||{}),a=1),a&&8&s.__g)return void(s.__g|=2)}catch(l){t=l}}throw Ve=0,t}},en=0,ps=function(t){return t!=null&&t.constructor===ve},je.prototype.setState=function(t,e){var n=this.__s;n&&n!=this.state||(n=this.__s=ue({},this.state)),typeof t=="function"&&(t=t(ue({},n),this.props)),t&&(ue(n,t),this.__v&&(e&&this.__k.push(e),bt(this)))},je.prototype.forceUpdate=function(t){this.__v&&(this.__g|=4,t&&this.__h.push(t),bt(this))},je.prototype.render=qe,se=[],Ve=0,tn=function(t,e){return t.__v.__b-e.__v.__b},De=Symbol(),nn=/(PointerCapture)$|Capture$/i,$t=0,yt={},on=0;var fn=function(t,e,n,o){var s;e[0]=0;for(var r=1;r<e.length;r++){var a=e[r++],l=e[r]?(e[0]|=a?1:2,n[e[r++]]):e[++r];a===3?o[0]=l:a===4?o[1]=Object.assign(o[1]||{},l):a===5?(o[1]=o[1]||{})[e[++r]]=l:a===6?o[1][e[++r]]+=l+"":a?(s=t.apply(l,fn(t,l,n,["",null])),o.push(s),l[0]?e[0]|=2:(e[r-2]=0,e[r]=s)):o.push(l)}return o},hn=new Map;function gn(t){var e=hn.get(this);return e||(e=new Map,hn.set(this,e)),(e=fn(this,e.get(t)||(e.set(t,e=(function(n){for(var o,s,r=1,a="",l="",c=[0],d=function(m){r===1&&(m||(a=a.replace(/^\s*\n\s*|\s*\n\s*$/g,"")))?c.push(0,m,a):r===3&&(m||a)?(c.push(3,m,a),r=2):r===2&&a==="..."&&m?c.push(4,m,0):r===2&&a&&!m?c.push(5,0,!0,a):r>=5&&((a||!m&&r===5)&&(c.push(r,0,a,s),r=6),m&&(c.push(r,m,0,s),r=6)),a=""},u=0;u<n.length;u++){u&&(r===1&&d(),d(u));for(var f=0;f<n[u].length;f++)o=n[u][f],r===1?o==="<"?(d(),c=[c],r=3):a+=o:r===4?a==="--"&&o===">"?(r=1,a=""):a=o+a[0]:l?o===l?l="":a+=o:o==='"'||o==="'"?l=o:o===">"?(d(),r=1):r&&(o==="="?(r=5,s=a,a=""):o==="/"&&(r<5||n[u][f+1]===">")?(d(),r===3&&(c=c[0]),r=c,(c=c[0]).push(2,0,r),r=0):o===" "||o==="	"||o===`
`||o==="\r"?(d(),r=2):a+=o),r===3&&a==="!--"&&(r=4,c=c[0])}return d(),c})(t)),e),arguments,[])).length>1?e:e[0]}var i=gn.bind(sn);var de,V,xt,_n,Et=Object.is,Be=0,xn=[],Rt=[],W=O,yn=W.__b,bn=W.__r,$n=W.diffed,vn=W.__c,wn=W.unmount,kn=W.__;function ze(t,e){W.__h&&W.__h(V,t,Be||e),Be=0;var n=V.__H||(V.__H={__:[],__h:[]});return t>=n.__.length&&n.__.push({}),n.__[t]}function _(t){return Be=1,$s(Cn,t)}function $s(t,e,n){var o=ze(de++,2);if(o.t=t,!o.__c&&(o.__=[n?n(e):Cn(void 0,e),function(r){var a=(o.__N||o.__)[0],l=o.t(a,r);Et(a,l)||(o.__N=[l,o.__[1]],o.__c.setState({}))}],o.__c=V,!V.__f)){V.__f=!0;var s=V.shouldComponentUpdate;V.shouldComponentUpdate=function(r,a,l){var c=this.__H;if(!c)return!0;var d=!1,u=this.props!=r;if(c.__.some(function(m){m.__N&&(d=!0,Et(m.__[0],m.__N[0])||(u=!0))}),s){var f=s.call(this,r,a,l);return d?f||u:f}return!d||u}}return o.__}function T(t,e){var n=ze(de++,3);!W.__s&&Rn(n.__H,e)&&(n.__P=!0,n.__=t,n.u=e,V.__H.__h.push(n))}function K(t){return Be=5,vs(function(){return{current:t}},[])}function vs(t,e){var n=ze(de++,7);return Rn(n.__H,e)&&(n.__=t(),n.__H=e),n.__}function En(t){var e=V.context[t.__c],n=ze(de++,9);return n.c=t,e?(n.__==null&&(n.__=!0,e.sub(V)),e.props.value):t.__}function ws(){var t;do{for(;t=Rt.shift();)try{we(t)}catch(n){W.__e(n,{__:(t=t.__P)&&t.__v})}for(;t=xn.shift();){var e=t.__H;if(t.__P&&e)try{e.__h.some(we),e.__h.some(Ct),e.__h=[]}catch(n){e.__h=[],W.__e(n,t.__v)}}}while(Rt.length)}W.__b=function(t){V=null,yn&&yn(t)},W.__=function(t,e){t&&e.__k&&e.__k.__m&&(t.__m=e.__k.__m),kn&&kn(t,e)},W.__r=function(t){bn&&bn(t),de=0;var e=(V=t.__c).__H;e&&(xt==V?V.__h=[]:(e.__h.some(we),e.__h.some(Ct),de=0),e.__h=[],e.__.some(function(n){n.__N&&(n.__=n.__N),n.u=n.__N=void 0})),xt=V},W.diffed=function(t){$n&&$n(t);var e=t.__c;e&&e.__H&&(e.__H.__h.length&&Tn(xn.push(e)),e.__H.__.some(function(n){n.u&&(n.__H=n.u)})),xt=V=null},W.__c=function(t,e){e.some(function(n){try{n.__h.some(we),n.__h=n.__h.filter(function(o){return!o.__||Ct(o)})}catch(o){n.__h=[function(){throw o}]}}),vn&&vn(t,e)},W.unmount=function(t){wn&&wn(t);var e,n,o=t.__c;o&&o.__H&&(o.__H.__.some(function(s){try{if(s.__P&&s.__c){if(n===void 0){for(n=t.__;n&&(!n.__c||!n.__c.__P);)n=n.__;n=n&&n.__c}s.__P=n,Tn(Rt.push(s))}else we(s)}catch(r){e=r}}),o.__H=void 0,e&&W.__e(e,o.__v))};var Sn=typeof requestAnimationFrame=="function";function ks(t){var e,n=function(){clearTimeout(o),Sn&&cancelAnimationFrame(e),setTimeout(t)},o=setTimeout(n,35);Sn&&(e=requestAnimationFrame(n))}function Tn(t){t!=1&&_n==W.requestAnimationFrame||((_n=W.requestAnimationFrame)||ks)(ws)}function we(t){var e=V,n=t.__c;typeof n=="function"&&(t.__c=void 0,n()),V=e}function Ct(t){var e=V;t.__c=t.__(),V=e}function Rn(t,e){return!t||t.length!=e.length||e.some(function(n,o){return!Et(n,t[o])})}function Cn(t,e){return typeof e=="function"?e(t):e}var ee=class{constructor(e){this.value=e}valueOf(){return this.value}},I=class extends ee{constructor(e="???"){super(e)}toString(e){return`{${this.value}}`}},J=class extends ee{constructor(e,n={}){super(e),this.opts=n}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return this.value.toString(10)}},te=class t extends ee{static supportsValue(e){if(typeof e=="number"||e instanceof Date)return!0;if(e instanceof ee)return t.supportsValue(e.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(e instanceof n.Instant||e instanceof n.PlainDateTime||e instanceof n.PlainDate||e instanceof n.PlainMonthDay||e instanceof n.PlainTime||e instanceof n.PlainYearMonth)return!0}return!1}constructor(e,n={}){e instanceof t?(n={...e.opts,...n},e=e.value):e instanceof ee&&(e=e.valueOf()),typeof e=="object"&&"calendarId"in e&&n.calendar===void 0&&(n={...n,calendar:e.calendarId}),super(e),this.opts=n}[Symbol.toPrimitive](e){return e==="string"?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e=="number")return e;if(e instanceof Date)return e.getTime();if("epochMilliseconds"in e)return e.epochMilliseconds;if("toZonedDateTime"in e)return e.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var Pn=100,Ss="⁨",Ts="⁩";function xs(t,e,n){if(n===e||n instanceof J&&e instanceof J&&n.value===e.value)return!0;if(e instanceof J&&typeof n=="string"){let o=t.memoizeIntlObject(Intl.PluralRules,e.opts).select(e.value);if(n===o)return!0}return!1}function An(t,e,n){return e[n]?pe(t,e[n].value):(t.reportError(new RangeError("No default")),new I)}function Pt(t,e){let n=[],o=Object.create(null);for(let s of e)s.type==="narg"?o[s.name]=ke(t,s.value):n.push(ke(t,s));return{positional:n,named:o}}function ke(t,e){switch(e.type){case"str":return e.value;case"num":return new J(e.value,{minimumFractionDigits:e.precision});case"var":return Es(t,e);case"mesg":return Rs(t,e);case"term":return Cs(t,e);case"func":return Ps(t,e);case"select":return As(t,e);default:return new I}}function Es(t,{name:e}){let n;if(t.params)if(Object.prototype.hasOwnProperty.call(t.params,e))n=t.params[e];else return new I(`$${e}`);else if(t.args&&Object.prototype.hasOwnProperty.call(t.args,e))n=t.args[e];else return t.reportError(new ReferenceError(`Unknown variable: $${e}`)),new I(`$${e}`);if(n instanceof ee)return n;switch(typeof n){case"string":return n;case"number":return new J(n);case"object":if(te.supportsValue(n))return new te(n);default:return t.reportError(new TypeError(`Variable type not supported: $${e}, ${typeof n}`)),new I(`$${e}`)}}function Rs(t,{name:e,attr:n}){let o=t.bundle._messages.get(e);if(!o)return t.reportError(new ReferenceError(`Unknown message: ${e}`)),new I(e);if(n){let s=o.attributes[n];return s?pe(t,s):(t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new I(`${e}.${n}`))}return o.value?pe(t,o.value):(t.reportError(new ReferenceError(`No value: ${e}`)),new I(e))}function Cs(t,{name:e,attr:n,args:o}){let s=`-${e}`,r=t.bundle._terms.get(s);if(!r)return t.reportError(new ReferenceError(`Unknown term: ${s}`)),new I(s);if(n){let l=r.attributes[n];if(l){t.params=Pt(t,o).named;let c=pe(t,l);return t.params=null,c}return t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new I(`${s}.${n}`)}t.params=Pt(t,o).named;let a=pe(t,r.value);return t.params=null,a}function Ps(t,{name:e,args:n}){let o=t.bundle._functions[e];if(!o)return t.reportError(new ReferenceError(`Unknown function: ${e}()`)),new I(`${e}()`);if(typeof o!="function")return t.reportError(new TypeError(`Function ${e}() is not callable`)),new I(`${e}()`);try{let s=Pt(t,n);return o(s.positional,s.named)}catch(s){return t.reportError(s),new I(`${e}()`)}}function As(t,{selector:e,variants:n,star:o}){let s=ke(t,e);if(s instanceof I)return An(t,n,o);for(let r of n){let a=ke(t,r.key);if(xs(t,s,a))return pe(t,r.value)}return An(t,n,o)}function At(t,e){if(t.dirty.has(e))return t.reportError(new RangeError("Cyclic reference")),new I;t.dirty.add(e);let n=[],o=t.bundle._useIsolating&&e.length>1;for(let s of e){if(typeof s=="string"){n.push(t.bundle._transform(s));continue}if(t.placeables++,t.placeables>Pn)throw t.dirty.delete(e),new RangeError(`Too many placeables expanded: ${t.placeables}, max allowed is ${Pn}`);o&&n.push(Ss),n.push(ke(t,s).toString(t)),o&&n.push(Ts)}return t.dirty.delete(e),n.join("")}function pe(t,e){return typeof e=="string"?t.bundle._transform(e):At(t,e)}var He=class{constructor(e,n,o){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=n,this.args=o}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,n){let o=this.bundle._intls.get(e);o||(o={},this.bundle._intls.set(e,o));let s=JSON.stringify(n);return o[s]||(o[s]=new e(this.bundle.locales,n)),o[s]}};function Nt(t,e){let n=Object.create(null);for(let[o,s]of Object.entries(t))e.includes(o)&&(n[o]=s.valueOf());return n}var Nn=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function Ln(t,e){let n=t[0];if(n instanceof I)return new I(`NUMBER(${n.valueOf()})`);if(n instanceof J)return new J(n.valueOf(),{...n.opts,...Nt(e,Nn)});if(n instanceof te)return new J(n.toNumber(),{...Nt(e,Nn)});throw new TypeError("Invalid argument to NUMBER")}var Ns=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function Mn(t,e){let n=t[0];if(n instanceof I)return new I(`DATETIME(${n.valueOf()})`);if(n instanceof te||n instanceof J)return new te(n,Nt(e,Ns));throw new TypeError("Invalid argument to DATETIME")}var On=new Map;function In(t){let e=Array.isArray(t)?t.join(" "):t,n=On.get(e);return n===void 0&&(n=new Map,On.set(e,n)),n}var Se=class{constructor(e,{functions:n,useIsolating:o=!0,transform:s=r=>r}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:Ln,DATETIME:Mn,...n},this._useIsolating=o,this._transform=s,this._intls=In(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:n=!1}={}){let o=[];for(let s=0;s<e.body.length;s++){let r=e.body[s];if(r.id.startsWith("-")){if(n===!1&&this._terms.has(r.id)){o.push(new Error(`Attempt to override an existing term: "${r.id}"`));continue}this._terms.set(r.id,r)}else{if(n===!1&&this._messages.has(r.id)){o.push(new Error(`Attempt to override an existing message: "${r.id}"`));continue}this._messages.set(r.id,r)}}return o}formatPattern(e,n=null,o=null){if(typeof e=="string")return this._transform(e);let s=new He(this,o,n);try{return At(s,e).toString(s)}catch(r){if(s.errors&&r instanceof Error)return s.errors.push(r),new I().toString(s);throw r}}};var Lt=/^(-?[a-zA-Z][\w-]*) *= */gm,Dn=/\.([a-zA-Z][\w-]*) *= */y,Ls=/\*?\[/y,Mt=/(-?[0-9]+(?:\.([0-9]+))?)/y,Ms=/([a-zA-Z][\w-]*)/y,jn=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Os=/^[A-Z][A-Z0-9_-]*$/,Ge=/([^{}\n\r]+)/y,Is=/([^\\"\n\r]*)/y,Fn=/\\([\\"])/y,Vn=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,Ds=/^\n+/,Un=/ +$/,js=/ *\r?\n/g,Fs=/( *)$/,Vs=/{\s*/y,Wn=/\s*}/y,Us=/\[\s*/y,Ws=/\s*] */y,qs=/\s*\(\s*/y,Bs=/\s*->\s*/y,zs=/\s*:\s*/y,Hs=/\s*,?\s*/y,Gs=/\s+/y,Te=class{constructor(e){this.body=[],Lt.lastIndex=0;let n=0;for(;;){let g=Lt.exec(e);if(g===null)break;n=Lt.lastIndex;try{this.body.push(c(g[1]))}catch(w){if(w instanceof SyntaxError)continue;throw w}}function o(g){return g.lastIndex=n,g.test(e)}function s(g,w){if(e[n]===g)return n++,!0;if(w)throw new w(`Expected ${g}`);return!1}function r(g,w){if(o(g))return n=g.lastIndex,!0;if(w)throw new w(`Expected ${g.toString()}`);return!1}function a(g){g.lastIndex=n;let w=g.exec(e);if(w===null)throw new SyntaxError(`Expected ${g.toString()}`);return n=g.lastIndex,w}function l(g){return a(g)[1]}function c(g){let w=u(),x=d();if(w===null&&Object.keys(x).length===0)throw new SyntaxError("Expected message value or attributes");return{id:g,value:w,attributes:x}}function d(){let g=Object.create(null);for(;o(Dn);){let w=l(Dn),x=u();if(x===null)throw new SyntaxError("Expected attribute value");g[w]=x}return g}function u(){let g;if(o(Ge)&&(g=l(Ge)),e[n]==="{"||e[n]==="}")return f(g?[g]:[],1/0);let w=j();return w?g?f([g,w],w.length):(w.value=C(w.value,Ds),f([w],w.length)):g?C(g,Un):null}function f(g=[],w){for(;;){if(o(Ge)){g.push(l(Ge));continue}if(e[n]==="{"){g.push(m());continue}if(e[n]==="}")throw new SyntaxError("Unbalanced closing brace");let X=j();if(X){g.push(X),w=Math.min(w,X.length);continue}break}let x=g.length-1,F=g[x];typeof F=="string"&&(g[x]=C(F,Un));let U=[];for(let X of g)X instanceof Ye&&(X=X.value.slice(0,X.value.length-w)),X&&U.push(X);return U}function m(){r(Vs,SyntaxError);let g=p();if(r(Wn))return g;if(r(Bs)){let w=$();return r(Wn,SyntaxError),{type:"select",selector:g,...w}}throw new SyntaxError("Unclosed placeable")}function p(){if(e[n]==="{")return m();if(o(jn)){let[,g,w,x=null]=a(jn);if(g==="$")return{type:"var",name:w};if(r(qs)){let F=h();if(g==="-")return{type:"term",name:w,attr:x,args:F};if(Os.test(w))return{type:"func",name:w,args:F};throw new SyntaxError("Function names must be all upper-case")}return g==="-"?{type:"term",name:w,attr:x,args:[]}:{type:"mesg",name:w,attr:x}}return E()}function h(){let g=[];for(;;){switch(e[n]){case")":return n++,g;case void 0:throw new SyntaxError("Unclosed argument list")}g.push(b()),r(Hs)}}function b(){let g=p();return g.type!=="mesg"?g:r(zs)?{type:"narg",name:g.name,value:E()}:g}function $(){let g=[],w=0,x;for(;o(Ls);){s("*")&&(x=w);let F=R(),U=u();if(U===null)throw new SyntaxError("Expected variant value");g[w++]={key:F,value:U}}if(w===0)return null;if(x===void 0)throw new SyntaxError("Expected default variant");return{variants:g,star:x}}function R(){r(Us,SyntaxError);let g;return o(Mt)?g=y():g={type:"str",value:l(Ms)},r(Ws,SyntaxError),g}function E(){if(o(Mt))return y();if(e[n]==='"')return S();throw new SyntaxError("Invalid expression")}function y(){let[,g,w=""]=a(Mt),x=w.length;return{type:"num",value:parseFloat(g),precision:x}}function S(){s('"',SyntaxError);let g="";for(;;){if(g+=l(Is),e[n]==="\\"){g+=M();continue}if(s('"'))return{type:"str",value:g};throw new SyntaxError("Unclosed string literal")}}function M(){if(o(Fn))return l(Fn);if(o(Vn)){let[,g,w]=a(Vn),x=parseInt(g||w,16);return x<=55295||57344<=x?String.fromCodePoint(x):"�"}throw new SyntaxError("Unknown escape sequence")}function j(){let g=n;switch(r(Gs),e[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return A(e.slice(g,n))}return e[n-1]===" "?A(e.slice(g,n)):!1}function C(g,w){return g.replace(w,"")}function A(g){let w=g.replace(js,`
`),x=Fs.exec(g)[1].length;return new Ye(w,x)}}},Ye=class{constructor(e,n){this.value=e,this.length=n}};var qn=`### The table app in English: the source every other language translates, and the
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
round-clock-paused = Paused
round-pause = Pause the round
round-pause-reason = Why? (everyone sees it)
round-pause-reason-example = Pizza is here
round-pause-confirm = Pause
round-paused = Round paused
round-paused-by = Paused by { $name }. Every clock has stopped.
round-resume = Resume the round
round-alerts = Sound and vibration
round-alerts-on = on: a tone and a buzz for your turn, a vote, the last 10 seconds and time up.
round-alerts-off = off
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
round-suspects = Players
round-suspects-hint = Tap a player to mark them suspected; tap again to mark them cleared, a third time to remove the mark (only on this phone).
round-suspected = suspected
round-cleared = cleared
round-unmarked = not marked
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
round-log-paused = { $actor } paused the round.
round-log-paused-reason = { $actor } paused the round: { $reason }
round-log-resumed = { $actor } resumed the round.
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
problem-round_paused = The round is paused. Wait for the host to resume it.
problem-round_not_paused = The round is not paused.
problem-invalid_pause_reason = A pause's reason can have at most 100 characters.
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

## The room on a TV (/r/CODE/tv)
tv-join = Join on your phone: { $url }
tv-waiting = Waiting for the next deal
tv-round-over = Round { $n } is over
tv-and-the-spy = And the spy was…
tv-sound-on = Turn sound on
tv-sound-is-on = Sound is on: a tone when time is up.
lobby-tv = Anyone with the code can watch this table on a screen (a TV): { $url }. It shows only what every player sees.

## The fair-deal ledger
ledger-spy = As the spy: { $n } (chance alone: { $expected })
ledger-column = As the spy
ledger-cell = { $n } (≈ { $expected })
ledger-explained = As the spy: the rounds each player held a spy card, and (≈) how many chance alone gives on average. The deal is random: a run of spy cards is luck.

## A moderator who does not play
settings-moderator = The host moderates and does not play
settings-moderator-hint = The host deals, pauses and ends rounds with no card and scores nothing. Whoever is host when a game starts moderates it to its end; a room then seats 12 players and the moderator.
settings-labels-moderator = Host moderates
moderator-tag = moderator
moderator-title = You are moderating this game
moderator-hint = No card for you and no points: you see what the room's TV shows.
`;var Bn={de:"Deutsch",en:"English",es:"Español",fr:"Français",pl:"Polski",pt:"Português",ru:"Русский",uk:"Українська"};var It=Bn,zn="spyfall.lang";function Hn(t,e){let n=new Se(t,{useIsolating:!1});return n.addResource(new Te(e)),n}var Gn=Hn("en",qn);function Yn(t,e){return{lang:t,t:(o,...s)=>{for(let r of e){let a=r.getMessage(o);if(!a?.value)continue;let l=[],c=r.formatPattern(a.value,s[0],l);if(l.length===0||r===e[e.length-1])return c}return o}}}var me=Yn("en",[Gn]),Ot=t=>Object.hasOwn(It,t),Js=(t,e)=>t==="en"?me:Yn(t,[Hn(t,e),Gn]);async function Ke(t){if(t==="en"||!Ot(t))return me;let e=`/app/locales/${t}.ftl`,n=!navigator.serviceWorker?.controller,o=await fetch(e);if(!o.ok)throw new Error(`no catalog for ${t}: ${o.status}`);let s=Js(t,await o.text());return n&&Zs(e),s}function Zs(t){let e=navigator.serviceWorker;e&&e.ready.then(n=>n.active?.postMessage({keep:t})).catch(()=>{})}function Kn(){let t=null;try{t=localStorage.getItem(zn)}catch{}if(t&&Ot(t))return t;for(let e of navigator.languages??[navigator.language]){let n=e.toLowerCase().split("-")[0];if(Ot(n))return n}return"en"}function Jn(t){try{localStorage.setItem(zn,t)}catch{}}var Je=mn(me),v=()=>En(Je),he=(t,e)=>typeof Intl.ListFormat=="function"?new Intl.ListFormat(t.lang,{type:"conjunction"}).format(e):e.join(", ");function Zn(t,e){let n=`problem-${e.code}`,o=t.t(n);return o===n?t.t("problem-internal_error"):o}var Dt="spyfall.session";function fe(){try{let t=localStorage.getItem(Dt);return t?JSON.parse(t):null}catch{return null}}function Ze(t){try{t?localStorage.setItem(Dt,JSON.stringify(t)):localStorage.removeItem(Dt)}catch{}}var q=class extends Error{constructor(n,o,s,r={},a=null){super(s);z(this,"status",n);z(this,"code",o);z(this,"body",r);z(this,"retryAfterMs",a);this.name="ApiProblem"}};function Xn(t){let e=t.get("Retry-After")?.trim();if(!e)return null;let n=Number(e);if(Number.isFinite(n))return n>0?n*1e3:null;let o=Date.parse(e);return Number.isFinite(o)&&o>Date.now()?o-Date.now():null}async function ae(t){let e=Xn(t.headers);try{let n=await t.json();if(n&&typeof n=="object"&&typeof n.code=="string"){let o=n;return new q(t.status,o.code,String(o.detail??""),o,e)}}catch{}return new q(t.status,t.status>=500?"internal_error":"bad_request",t.statusText,{},e)}function Qn(t){return new q(0,"network",t instanceof Error?t.message:String(t))}async function jt(t,e,n,o={}){let s=new Headers({Accept:"text/event-stream"});o.lastEventId&&s.set("Last-Event-ID",o.lastEventId);let r=await t.send(e,{headers:s,signal:o.signal,cache:"no-store"});if(!r.ok)throw await ae(r);if(!r.body)throw new q(0,"network","the stream has no body");n.onOpen();let a=eo(n.onFrame,n.onComment),l=r.body.pipeThrough(new TextDecoderStream).getReader();try{for(;;){let{value:c,done:d}=await l.read();if(d)return;a(c)}}catch(c){if(await l.cancel().catch(()=>{}),o.signal?.aborted)return;throw new q(0,"network",c instanceof Error?c.message:String(c))}finally{l.releaseLock()}}function eo(t,e=()=>{}){let n="",o="",s=[],r=null,a=l=>{if(l===""){s.length>0&&t({event:o||"message",data:s.join(`
`),id:r}),o="",s=[];return}if(l.startsWith(":"))return e();let c=l.indexOf(":"),d=c<0?l:l.slice(0,c),u=c<0?"":l.slice(c+1).replace(/^ /,"");d==="event"?o=u:d==="data"?s.push(u):d==="id"&&(r=u)};return l=>{n+=l;let c=n.split(/\r?\n/);n=c.pop()??"",c.forEach(a)}}var Xs=25,Qs=3,er=6e4,to=45e3;function xe(t,e,n,o,s={}){let r=new Set(s.carries??[]),a=null,l=-1,c=null,d=!1,u=!1,f=Date.now(),m=0,p=0,h=new AbortController,b=()=>{},$=C=>new Promise(A=>{let g=Number.isFinite(C)?setTimeout(A,C):void 0;b=()=>(clearTimeout(g),A())});function R(C,A){f=Date.now(),!(C.version<l)&&((C.version>l||A)&&(a=A),l=C.version,o.onView(C,A))}function E(C){C!==u&&(u=C,o.onStream?.(C))}async function y(){let C=await S().catch(B=>{if(h.signal.aborted)throw B;return{ended:"failed"}});if(!("url"in C))return C;let A=h.signal,g=null,w=!1,x=!1,F=()=>{f=Date.now(),w||(w=!0,m=0,p=0)},U=B=>{if(F(),B.id&&(c=B.id),r.has(B.event))return o.onFrame?.(B);if(B.event===n)return R(JSON.parse(B.data),null);if(B.event==="removed")R(JSON.parse(B.data),null),g={ended:"removed"};else if(B.event==="ended"){let Oe=JSON.parse(B.data);g={problem:new q(Oe.status??404,Oe.code??"not_found",Oe.detail??"",Oe)}}else return;h.abort()},X=()=>{f=Date.now(),o.onLink?.("live"),E(!0)},cs=setInterval(()=>{Date.now()-f>to&&(x=!0,h.abort())},to/3);try{await jt(t,C.url,{onOpen:X,onFrame:U,onComment:F},{lastEventId:c,signal:A})}catch(B){if(!(B instanceof q))throw B;if(!w)return{ended:"failed",waitMs:B.retryAfterMs}}finally{clearInterval(cs),E(!1)}return g||(A.aborted&&!x?{ended:"stopped"}:{ended:w?"dropped":"failed"})}async function S(){if(s.ticketless)return{url:t.url(`${e}/events`)};let C={method:"POST",headers:t.headers(),signal:h.signal},A=await t.send(t.url(`${e}/events/tickets`),C);if(A.ok)return{url:(await A.json()).url};let g=await ae(A);return[404,429,503].includes(g.status)?{ended:"failed",waitMs:g.retryAfterMs}:{problem:g}}async function M(C){let A=t.headers();a&&A.set("If-None-Match",a);let g=C&&a?Xs:0,w=await t.send(t.url(`${e}?wait=${g}`),{headers:A,signal:h.signal});if(f=Date.now(),w.status===200)R(await w.json(),w.headers.get("ETag"));else if(w.status!==304)return{problem:await ae(w)};return{interval:(Number(w.headers.get("X-Poll-Interval"))||2)*1e3}}async function j(){let C=s.stream===!1?1/0:0;for(;!d;){let A=Date.now();h=new AbortController;try{if(Date.now()>=C){let x=await y();if(d)return;if("problem"in x)return o.onRefused?.(x.problem);if(x.ended==="stopped")continue;if(x.ended==="removed"){o.onRemoved?.(),C=1/0;continue}x.ended==="failed"&&++p>=Qs&&(C=Date.now()+er),o.onLink?.("reconnecting"),await $(x.waitMs??t.backoff(m++));continue}let g=await M(m===0);if("problem"in g){if(![429,503].includes(g.problem.status))return o.onRefused?.(g.problem);o.onLink?.("reconnecting"),await $(g.problem.retryAfterMs??t.backoff(m++));continue}let w=m>0;m=0,o.onLink?.("live"),w||await $(Math.max(0,g.interval-(Date.now()-A)))}catch{if(d)return;if(h.signal.aborted)continue;o.onLink?.("reconnecting"),await $(t.backoff(m++))}}}return j(),{stop(){d=!0,h.abort(),b()},show:R,restart(){h.abort(),b()},heardAt:()=>f,streaming:()=>u}}var no=t=>new Promise(e=>setTimeout(e,t));function oo(t){let e=Math.min(15e3,500*2**t);return e/2+Math.random()*(e/2)}function so(t=null){let e=t;return{token:()=>e,save:n=>{e=n?.token??null}}}function ro(){let t=crypto.getRandomValues(new Uint8Array(16));return Array.from(t,e=>e.toString(16).padStart(2,"0")).join("")}function tr(t,e){return t.status===429||t.status===503?!0:e!=="GET"&&t.code==="idempotency_key_in_use"}var Ee=class{constructor(e={}){z(this,"baseUrl");z(this,"tokens");z(this,"sleep");z(this,"backoff");z(this,"languages");z(this,"attempts");z(this,"fetcher");z(this,"timeoutMs");this.baseUrl=(e.baseUrl??"").replace(/\/+$/,""),this.tokens=e.tokens??so(e.token??null),this.languages=e.languages??(()=>"en"),this.attempts=e.attempts??5,this.sleep=e.sleep??no,this.backoff=e.backoff??oo,this.fetcher=e.fetch??((n,o)=>fetch(n,o)),this.timeoutMs=e.timeoutMs??7e4}url(e){return`${this.baseUrl}/api/v1${e}`}headers(e={}){let n=new Headers(e),o=this.tokens.token();return o&&n.set("Authorization",`Bearer ${o}`),n.set("Accept-Language",this.languages()),n}async send(e,n,o=this.timeoutMs){let s=new AbortController,r=n.signal;r?.aborted&&s.abort(),r?.addEventListener("abort",()=>s.abort(),{once:!0});let a=o===null?void 0:setTimeout(()=>s.abort(),o);try{return await this.fetcher(e,{...n,signal:s.signal})}catch(l){throw r?.aborted?l:Qn(l)}finally{clearTimeout(a)}}async call(e,n,o={}){let s=this.headers(o.headers);o.body!==void 0&&s.set("Content-Type","application/json"),e!=="GET"&&!s.has("Idempotency-Key")&&s.set("Idempotency-Key",ro());let r=o.body===void 0?void 0:JSON.stringify(o.body),a={method:e,headers:s,body:r,signal:o.signal};for(let l=1;;l++){let c=l>=this.attempts,d;try{d=await this.send(this.url(n),a)}catch(f){if(!(f instanceof q)||c||o.signal?.aborted)throw f;await this.sleep(this.backoff(l));continue}if(d.ok||d.status===304)return nr(d);let u=await ae(d);if(c||!tr(u,e)||o.signal?.aborted)throw u;await this.sleep(u.retryAfterMs??this.backoff(l))}}};async function nr(t){let n=t.status!==204&&t.status!==304&&t.headers.get("Content-Type")?.includes("json")?await t.json():null;return{status:t.status,data:n,headers:t.headers,etag:t.headers.get("ETag"),location:t.headers.get("Location")}}var Ft=t=>({view:t.data,etag:t.etag}),H=t=>`/rooms/${encodeURIComponent(t.trim().toUpperCase())}`,Xe=t=>`/nights/${encodeURIComponent(t.trim().toUpperCase())}`,or=t=>t?{"If-Match":`"${t.version}"`}:{},ao=t=>`"${t.round?.situation??t.version}"`,Re=class{constructor(e={}){z(this,"transport");this.transport=new Ee(e)}async session(e,n){let o=(await this.transport.call("POST",e,{body:n})).data;return this.transport.tokens.save(o),o}guest(e){return this.session("/guests",{display_name:e})}logIn(e){return this.session("/sessions",e)}signUp(e){return this.session("/users",e)}makeAccount(e){return this.session("/me/account",e)}async logOut(){await this.transport.call("DELETE","/sessions/current"),this.transport.tokens.save(null)}async packs(){return(await this.transport.call("GET","/packs")).data}async pack(e){return(await this.transport.call("GET",`/packs/${encodeURIComponent(e)}`)).data}async myLists(){return(await this.transport.call("GET","/me/packs")).data}async makeList(e){return(await this.transport.call("POST","/packs",{body:e})).data}async changeList(e,n){let o=`/packs/${encodeURIComponent(e)}`;return(await this.transport.call("PUT",o,{body:n})).data}async sharedList(e){let n=`/packs/shared/${encodeURIComponent(e)}`;return(await this.transport.call("GET",n)).data}async room(e,n,o={}){let s=or(o.view);return Ft(await this.transport.call(e,n,{body:o.body,headers:s}))}createRoom(e={}){return this.room("POST","/rooms",{body:e})}joinRoom(e,n){return this.room("POST",`${H(e)}/players`,{body:n?{display_name:n}:{}})}updateRoom(e,n,o){return this.room("PATCH",H(e),{body:n,view:o})}removePlayer(e,n,o){return this.room("DELETE",`${H(e)}/players/${encodeURIComponent(n)}`,{view:o})}handOverHost(e,n,o){return this.room("POST",`${H(e)}/host`,{body:{player_id:n},view:o})}startGame(e,n){return this.room("POST",`${H(e)}/games`,{view:n})}deal(e,n){return this.room("POST",`${H(e)}/rounds`,{view:n})}abandonRound(e,n){return this.room("POST",`${H(e)}/rounds/current/abandon`,{view:n})}pauseRound(e,n,o){return this.room("POST",`${H(e)}/rounds/current/pause`,{body:n?{reason:n}:{},view:o})}resumeRound(e,n){return this.room("POST",`${H(e)}/rounds/current/resume`,{view:n})}async move(e,n){let o={"If-Match":ao(e)};return Ft(await this.transport.call("POST",`${H(e.code)}/actions`,{body:n,headers:o}))}getRoom(e){return this.room("GET",H(e))}async roomAfter(e,n){let o=await this.getRoom(e);if(o.view.version>n||!o.etag)return o;let s={"If-None-Match":o.etag},r=await this.transport.call("GET",`${H(e)}?wait=10`,{headers:s});return r.status===304?o:Ft(r)}async rounds(e){return(await this.transport.call("GET",`${H(e)}/rounds`)).data}async myNights(){return(await this.transport.call("GET","/me/nights")).data}async checkIn(e){return(await this.transport.call("POST",`${Xe(e)}/check-in`)).data}async joinNight(e){return(await this.transport.call("POST",`${Xe(e)}/players`,{body:{}})).data}async claimWalkIn(e){let n=(await this.transport.call("POST","/nights/claim",{body:{code:e}})).data;return this.transport.tokens.save({token:n.token,user:n.user,expires_at:n.expires_at}),n}async nightStandings(e){return(await this.transport.call("GET",`${Xe(e)}/standings`)).data}followRoom(e,n,o){return xe(this.transport,H(e),"room",n,o)}followRoomScreen(e,n){return xe(this.transport,`${H(e)}/screen`,"room",n,{ticketless:!0})}async getRoomScreen(e){return(await this.transport.call("GET",`${H(e)}/screen`)).data}followNight(e,n,o){return xe(this.transport,Xe(e),"night",n,o)}async*views(e,n){let o=[],s=null,r=!1,a=()=>{},l=this.followRoom(e,{onView:d=>(o.push(d),a()),onRefused:d=>(s=d,a()),onRemoved:()=>(r=!0,a())}),c=()=>a();n?.addEventListener("abort",c);try{for(;!n?.aborted;){let d=o.shift();if(d)yield d;else{if(s)throw s;if(r)return;await new Promise(u=>a=u)}}}finally{n?.removeEventListener("abort",c),l.stop()}}};var io="en";function lo(t){io=t}var k=new Re({tokens:{token:()=>fe()?.token??null,save:Ze},languages:()=>io});function L({problem:t}){let e=v(),n=K(null);return T(()=>n.current?.scrollIntoView({block:"center"}),[t]),t?i`<p class="error" role="alert" data-code=${t.code} ref=${n}>${Zn(e,t)}</p>`:null}function D(){let[t,e]=_(!1),[n,o]=_(null),s=K(!1);return{busy:t,problem:n,clear:()=>o(null),async run(r){if(!s.current){s.current=!0,e(!0),o(null);try{await r()}catch(a){o(a instanceof q?a:new q(0,"internal_error",String(a)))}finally{s.current=!1,e(!1)}}}}}function ie(t,e){let n=K(e);T(()=>{n.current=e},[t.problem]),T(()=>{t.problem&&n.current!==e&&t.clear()},[e])}function N({to:t,children:e}){return i`<a href=${t} onClick=${n=>(n.preventDefault(),Z(t))}>${e}</a>`}function ne({value:t,onInput:e}){let n=v();return i`<label class="field">
    ${n.t("home-your-name")}
    <input name="display_name" autocomplete="nickname" maxlength="32" required value=${t}
      onInput=${o=>e(o.currentTarget.value)} />
  </label>`}async function Qe(t,e){try{await navigator.clipboard.writeText(t)}catch{document.querySelector(e)?.select(),document.execCommand("copy")}}function Z(t){history.pushState(null,"",t),dispatchEvent(new PopStateEvent("popstate"))}function co({packIds:t,lists:e,chosen:n,onChoose:o}){let s=v(),[r,a]=_(!1),[l,c]=_([]);T(()=>{if(!r)return;let f=!0,m=async p=>{let h=e.find(b=>b.id===p);return(h?await k.sharedList(h.share_code):await k.pack(p)).locations};return Promise.allSettled(t.map(m)).then(p=>{f&&c(p.flatMap(h=>h.status==="fulfilled"?h.value:[]))}),()=>{f=!1}},[r,t.join(","),e.map(f=>f.id).join(","),s.lang]);let d=n??l.map(f=>f.id),u=(f,m)=>{let p=m?[...d,f]:d.filter(h=>h!==f);p.length<2||o(p.length===l.length?null:l.map(h=>h.id).filter(h=>p.includes(h)))};return i`<details class="field location-choice" onToggle=${f=>a(f.currentTarget.open)}>
    <summary>${s.t("settings-locations")}: ${n?s.t("settings-locations-some",{count:n.length}):s.t("settings-locations-all")}</summary>
    ${l.map(f=>i`<label class="check"><input type="checkbox" name="location" value=${f.id} checked=${d.includes(f.id)}
        onChange=${m=>u(f.id,m.currentTarget.checked)} />
        ${f.name}</label>`)}
  </details>`}var uo="spyfall.settings.last",Vt="spyfall.settings.named",sr=12;function Ut(t){try{return JSON.parse(localStorage.getItem(t)??"null")}catch{return null}}function po(t,e){try{localStorage.setItem(t,JSON.stringify(e))}catch{}}var mo=()=>Ut(uo),ho=t=>po(uo,t),rr=()=>Array.isArray(Ut(Vt))?Ut(Vt):[];function fo({current:t,onUse:e}){let n=v(),[o,s]=_(rr),[r,a]=_(""),l=d=>(po(Vt,d),s(d)),c=()=>{let d=r.trim();if(!d)return;let u=[[d,t],...o.filter(([f])=>f!==d)];l(u.slice(0,sr)),a("")};return i`<details class="field setups">
    <summary>${n.t("setups-title")}</summary>
    ${o.length===0&&i`<p class="muted">${n.t("setups-none")}</p>`}
    <ul class="setups-list">
      ${o.map(([d,u])=>i`<li>
          <button type="button" class="small" onClick=${()=>e(u)}>${n.t("setups-use",{name:d})}</button>
          <button type="button" class="small quiet" aria-label=${n.t("setups-forget",{name:d})}
            onClick=${()=>l(o.filter(([f])=>f!==d))}>✕</button>
        </li>`)}
    </ul>
    <label class="field">${n.t("setups-name")}
      <input name="setup_name" maxlength="40" value=${r}
        onInput=${d=>a(d.currentTarget.value)} />
    </label>
    <button type="button" disabled=${!r.trim()} onClick=${c}>${n.t("setups-save")}</button>
  </details>`}var Ce={rule_set:"classic",mode:"standard",pack_ids:[],rounds:5,round_minutes:null,show_roles:!0,vote_timeout_seconds:60,captain_passes:1,spies:1,location_ids:null,moderator:!1};function et(t,e){let n=t.find(o=>o.id===(e==="time_travel"?"time-travel":t[0]?.id));return n?[n.id]:[]}function tt({current:t,busy:e,submitLabel:n,onSubmit:o}){let s=v(),[r]=_(()=>t?null:mo()),[a,l]=_(t??(r?{...Ce,...r}:Ce)),[c,d]=_([]),[u,f]=_(null);T(()=>{fe()?k.myLists().then(y=>f(y.packs),()=>f([])):f([])},[]);let m=y=>{if(t||!u||c.length===0)return y;let S=new Set([...c,...u].map(j=>j.id)),M=y.pack_ids.filter(j=>S.has(j));return M.length===y.pack_ids.length?y:{...y,pack_ids:M.length?M:et(c,y.rule_set),location_ids:null}};T(()=>l(m),[c,u]),T(()=>{k.packs().then(y=>{d(y.packs),l(S=>S.pack_ids.length?S:{...S,pack_ids:et(y.packs,S.rule_set)})}).catch(()=>d([]))},[s.lang]);let p=(y,S)=>l({...a,[y]:S}),h=y=>y.currentTarget.value,b=y=>Number(h(y)),$=y=>{let S=a.pack_ids.length===1&&a.pack_ids[0]===c[0]?.id,M=et(c,y),j=S&&M.length?M:a.pack_ids;l({...a,rule_set:y,pack_ids:j,location_ids:j===a.pack_ids?a.location_ids:null})},R=(y,S)=>l({...a,pack_ids:S?[...a.pack_ids,y]:a.pack_ids.filter(M=>M!==y),location_ids:null}),E=y=>i`<label class="check"><input type="checkbox" name="pack" value=${y.id} checked=${a.pack_ids.includes(y.id)}
    onChange=${S=>R(y.id,S.currentTarget.checked)} />
    ${y.name}</label>`;return i`<form class="settings" onSubmit=${y=>(y.preventDefault(),ho(a),o(a))}>
    ${r&&i`<p class="muted from-last">${s.t("setups-from-last")}
      <button type="button" class="small quiet" onClick=${()=>l({...Ce,pack_ids:et(c,Ce.rule_set)})}>${s.t("setups-defaults")}</button></p>`}
    ${!t&&i`<${fo} current=${a} onUse=${y=>l(m({...Ce,...y}))} />`}
    <label class="field">${s.t("settings-rule-set")}
      <select name="rule_set" value=${a.rule_set} onChange=${y=>$(h(y))}>
        <option value="classic">${s.t("settings-classic")}</option>
        <option value="time_travel">${s.t("settings-time_travel")}</option>
      </select>
    </label>
    <label class="field">${s.t("settings-mode")}
      <select name="mode" value=${a.mode} onChange=${y=>p("mode",h(y))}>
        <option value="standard">${s.t("settings-standard")}</option>
        <option value="team">${s.t("settings-team")}</option>
      </select>
    </label>
    <fieldset class="field">
      <legend>${s.t("settings-packs")}</legend>
      ${c.map(E)}
      ${u&&u.length>0&&i`<p class="muted">${s.t("settings-lists")}</p>${u.map(E)}`}
    </fieldset>
    <${co} packIds=${a.pack_ids} lists=${u??[]} chosen=${a.location_ids??null}
      onChoose=${y=>p("location_ids",y)} />
    ${a.mode!=="team"&&i`<label class="field">${s.t("settings-rounds")}
      <input type="number" name="rounds" min="1" max="30" value=${a.rounds} onInput=${y=>p("rounds",b(y))} />
    </label>`}
    <label class="field">${s.t("settings-round-minutes")}
      <input type="number" name="round_minutes" min="1" max="30" placeholder=${s.t("settings-round-minutes-auto")}
        value=${a.round_minutes??""} onInput=${y=>p("round_minutes",h(y)?b(y):null)} />
    </label>
    <label class="check">
      <input type="checkbox" name="show_roles" checked=${a.show_roles}
        onChange=${y=>p("show_roles",y.currentTarget.checked)} />
      ${s.t("settings-show-roles")}
    </label>
    <label class="field">${s.t("settings-vote-timeout")}
      <input type="number" name="vote_timeout_seconds" min="10" max="600" value=${a.vote_timeout_seconds}
        onInput=${y=>p("vote_timeout_seconds",b(y))} />
    </label>
    <label class="field">${s.t("settings-spies")}
      <select name="spies" value=${String(a.spies)} onChange=${y=>p("spies",b(y))}>
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
    </label>
    ${a.mode==="team"&&i`<label class="field">${s.t("settings-captain-passes")}
      <select name="captain_passes" value=${String(a.captain_passes)} onChange=${y=>p("captain_passes",b(y))}>
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
    </label>`}
    <label class="check">
      <input type="checkbox" name="moderator" checked=${a.moderator} aria-describedby="moderator-hint"
        onChange=${y=>p("moderator",y.currentTarget.checked)} />
      ${s.t("settings-moderator")}
    </label>
    <p class="muted small-print" id="moderator-hint">${s.t("settings-moderator-hint")}</p>
    <button class="primary" type="submit" disabled=${e||a.pack_ids.length===0}>${n}</button>
  </form>`}async function Q(t,e,n){if(e&&Date.parse(e.expires_at)>Date.now())return e;let o=await k.guest(t.trim());return n(o),o}var Wt=new Map,oe=null,nt=null;function go(){let t=document.getElementById("first-screen");return t&&!t.hidden?t:null}var _o=()=>go()!==null;function yo(t){let e=go();if(!e){t.textContent="";return}for(let o of e.querySelectorAll("input[name]")){let s=o;s.value&&Wt.set(s.name,s.value)}let n=document.activeElement;n instanceof HTMLInputElement&&e.contains(n)&&(oe={name:n.name,start:n.selectionStart,end:n.selectionEnd}),nt=e.dataset.sent??null;for(let o of[...t.childNodes])o!==e&&o.remove()}var Pe=t=>Wt.get(t);function bo(t){Wt.clear();let e=o=>{let s=t.querySelector(`input[name="${o}"]`);return s instanceof HTMLInputElement?s:null},n=oe&&e(oe.name);oe&&n&&(document.activeElement!==n&&n.focus(),oe.start!==null&&oe.end!==null&&n.setSelectionRange(oe.start,oe.end)),nt&&e(nt)?.form?.requestSubmit(),oe=null,nt=null}function $o({session:t,setSession:e}){let n=v(),[o,s]=_(Pe("display_name")??t?.user.display_name??""),[r,a]=_((Pe("code")??"").toUpperCase()),[l,c]=_(!1),d=D(),u=m=>{m.preventDefault(),d.run(async()=>{await Q(o,t,e);let{view:p}=await k.joinRoom(r,o);Z(`/r/${p.code}`)})},f=m=>d.run(async()=>{await Q(o,t,e);let{view:p}=await k.createRoom(m);Z(`/r/${p.code}`)});return i`<main class="page">
    <h1>${n.t("app-title")}</h1>
    <p class="muted">${n.t("app-tagline")}</p>
    <section class="card">
      <${ne} value=${o} onInput=${s} />
      ${t&&i`<p class="muted">${n.t("home-signed-in-as",{name:t.user.display_name})}${t.user.guest?` (${n.t("home-guest")})`:""}</p>`}
    </section>
    <form class="card" onSubmit=${u}>
      <h2>${n.t("home-join-title")}</h2>
      <label class="field">
        ${n.t("home-code")}
        <input name="code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
          maxlength="16" required value=${r}
          onInput=${m=>a(m.currentTarget.value.toUpperCase())} />
      </label>
      <button class="primary" type="submit" disabled=${d.busy||!o.trim()||!r.trim()}>${n.t("home-join")}</button>
    </form>
    <section class="card">
      <h2>${n.t("home-create-title")}</h2>
      ${l?i`<${tt} busy=${d.busy||!o.trim()} submitLabel=${n.t("home-create")} onSubmit=${f} />`:i`<button type="button" onClick=${()=>c(!0)}>${n.t("home-create")}</button>`}
    </section>
    <${L} problem=${d.problem} />
    <nav class="links">
      <${N} to="/account">${n.t("account-title")}</${N}>
      <${N} to="/lists">${n.t("lists-title")}</${N}>
      <${N} to="/nights">${n.t("home-nights")}</${N}>
      <a href="/admin">${n.t("home-organizers")}</a>
      <a href="/api/v1/docs">${n.t("home-developers")}</a>
    </nav>
  </main>`}var vo=1e4,ar=4e3,ir=3e3,wo=(t,e,n=null)=>n?lr(t,e,n):ot(o=>k.followRoom(t,o),e),ko=(t,e)=>ot(n=>k.followRoomScreen(t,n),e);function So(t,e){let n=cr(),s=ot(r=>k.followNight(t,{...r,onStream:n.setStreaming,onFrame:a=>n.deliver(JSON.parse(a.data),a.event==="removed")},{carries:["room","removed"]}),e);return{carrier:n,show:s.show,stop(){n.close(),s.stop()}}}function ot(t,e){let n=Date.now(),o=!1,s=()=>{o=!0,clearInterval(d),removeEventListener("offline",l),removeEventListener("online",c),a.stop()},r=u=>(s(),e.onRefused(u)),a=t({onView:e.onView,onLink:e.onLink,onRefused:r}),l=()=>e.onLink("reconnecting"),c=()=>a.restart();addEventListener("offline",l),addEventListener("online",c);let d=setInterval(async()=>{if(!(Date.now()-Math.max(a.heardAt(),n)<vo))try{(await fetch("/healthz",{cache:"no-store",signal:AbortSignal.timeout(ar)})).ok&&(n=Date.now())}catch{if(o)return;e.onLink("reconnecting"),a.restart()}},vo/2);return{stop:s,show:a.show}}function lr(t,e,n){let o=-1,s=new AbortController,r=!1,a=!1,l=null,c=h=>{h.version<o||(o=h.version,e.onView(h))},d=()=>{r||!a||(n.streaming()?(l?.stop(),l=null,e.onLink("live")):l??(l=ot(h=>k.followRoom(t,h,{stream:!1}),{...e,onView:c})))},u=setTimeout(()=>{a=!0,n.streaming()&&o<0&&f(),d()},ir),f=()=>k.transport.call("GET",`/rooms/${encodeURIComponent(t)}`,{signal:s.signal}).then(h=>!r&&c(h.data),()=>{}),m=()=>e.onLink("reconnecting");addEventListener("offline",m),addEventListener("online",d);let p=[n.subscribe(t,h=>c(h)),n.onStreaming(d)];return{stop(){r=!0,clearTimeout(u),s.abort(),removeEventListener("offline",m),removeEventListener("online",d),p.forEach(h=>h()),l?.stop()},show(h,b){l?l.show(h,b):c(h)}}}function cr(){let t=!1,e=new Map,n=new Map,o=new Set;return{streaming:()=>t,setStreaming(s){s!==t&&(t=s,o.forEach(r=>r()))},deliver(s,r){e.set(s.code,{view:s,removed:r}),n.get(s.code)?.forEach(a=>a(s,r))},subscribe(s,r){let a=n.get(s)??new Set;n.set(s,a.add(r));let l=e.get(s);return l&&r(l.view,l.removed),()=>a.delete(r)},onStreaming(s){return o.add(s),()=>o.delete(s)},close(){n.clear(),o.clear()}}}function P(t,e){return t.players.find(n=>n.id===e)?.display_name??"?"}function G(t,e){return t.me?.table_moves.find(n=>n.type===e)}function Y(t,e){return t.me?.moves?.find(n=>n.type===e)}function Ae(t){return t.game?t.game.moderator_id:t.table.moderator_id}function To(t){return t.players.filter(e=>e.seat!=null&&e.id!==Ae(t)).sort((e,n)=>(e.seat??0)-(n.seat??0))}function ge(t){return!!(t.me&&t.game&&t.game.moderator_id===t.me.player_id)}function xo(t,e){return t.candidate_locations.find(n=>n.id===e)?.name??e}function Eo({view:t}){let e=v(),n=t.round?.result;if(!n)return null;let o=c=>P(t,c),s=n.spies.map(o),r=n.locations.map(c=>c.name).join(", "),a=n.middle_card,l=t.round?.team?.captains??null;return i`<section class="card result" aria-live="polite">
    <h2>${e.t("result-title")}</h2>
    <p>${Le(e,n,o)}</p>
    <p><strong>${Ne(e,n)}</strong></p>
    ${s.length>0&&i`<p>${e.t("result-spy-was",{names:he(e,s),count:s.length})}</p>`}
    ${l?n.locations.map((c,d)=>i`<p>${e.t("team-location-of",{captain:o(l[d]),place:c.name})}</p>`):r&&i`<p>${e.t("result-location-was",{place:r})}</p>`}
    ${a&&i`<p>${e.t("result-middle-was",{card:a.spy?e.t("result-spy-card"):a.location?.name??""})}</p>`}
    <h3>${e.t("result-cards")}</h3>
    <ul class="cards">
      ${n.cards.map(c=>i`<li>${o(c.player_id)}: ${c.card.spy?e.t("result-spy-card-short"):[c.card.location?.name,c.card.role].filter(Boolean).join(", ")}</li>`)}
    </ul>
    <h3>${e.t("result-points")}</h3>
    <ul class="points">
      ${n.points.map(c=>i`<li>${o(c.player_id)}: ${c.points>0?"+":""}${c.points}</li>`)}
    </ul>
    ${t.game&&i`<${ur} view=${t} />`}
  </section>`}function Ne(t,e){return{spy:t.t("result-spies-win"),non_spies:t.t("result-non-spies-win"),nobody:t.t("result-nobody-wins"),everyone:t.t("result-everyone-wins"),teams:t.t("result-teams-score")}[e.winner]}function Le(t,e,n){let o=e.outcome;switch(o.kind){case"indicted":return o.spy?t.t("result-indicted-spy",{name:n(o.suspect_id)}):t.t("result-indicted-innocent",{name:n(o.suspect_id)});case"spy_guessed":return t.t(o.correct?"result-guessed-right":"result-guessed-wrong",{name:n(o.spy_id),place:o.location.name});case"time_up":return t.t("result-time-up");case"convicted":return t.t("result-convicted",{name:n(o.suspect_id)});case"no_conviction":return t.t("result-no-conviction");case"accused_revealed":return t.t("result-accused-revealed",{accuser:n(o.accuser_id),accused:n(o.accused_id),spy:o.spy?"yes":"no"});case"middle_revealed":return t.t("result-middle-revealed",{card:o.spy_card?"spy":"location"});case"team":{let s=o.spy_picked_by_id?t.t("result-spy-picked",{captain:n(o.spy_picked_by_id)}):t.t("result-spy-not-picked"),r=o.guesses.map((a,l)=>`${a.name} (${o.correct[l]?t.t("result-right"):t.t("result-wrong")})`);return`${s} ${r.length>0?t.t("result-team-guesses",{guesses:r.join(", ")}):t.t("result-no-team-guess")}`}case"voided":return o.player_id?t.t(o.departure==="removed"?"result-voided-removed":"result-voided-left",{name:n(o.player_id)}):t.t("result-voided");case"abandoned":return o.by==="organizer"?t.t("result-abandoned-by-organizer"):t.t("result-abandoned");default:return t.t("result-other-ending")}}function ur({view:t}){let e=v(),n=t.game;if(!n)return null;let o=n.standings.filter(s=>s.rank===1).map(s=>P(t,s.player_id));return i`<div>
    <h3>${e.t("result-standings")}</h3>
    <ol class="standings">
      ${n.standings.map(s=>i`<li value=${s.rank}>${P(t,s.player_id)}: ${e.t("lobby-points",{n:s.points})}${pr(t,s.player_id)?` (${e.t("lobby-away")})`:""}</li>`)}
    </ol>
    ${n.over&&i`<p><strong>${e.t("result-game-over")} ${Bt(e,n.end_reason)} ${e.t("result-winner",{names:o.join(", ")})}</strong></p>
      <${qt} view=${t} />
      <${dr} view=${t} />`}
  </div>`}function qt({view:t}){let e=v(),n=(t.game?.standings??[]).filter(o=>o.rank<=3);return n.length===0?null:i`<ol class="podium" aria-label=${e.t("result-podium")}>
    ${n.map(o=>i`<li class=${`place-${o.rank}`}><span class="place">${e.t("result-place",{n:o.rank})}</span>
        <strong>${P(t,o.player_id)}</strong> <span>${e.t("lobby-points",{n:o.points})}</span></li>`)}
  </ol>`}function dr({view:t}){let e=v(),[n,o]=_(null),s=`${t.game?.number}.${t.game?.round_number}`;if(T(()=>{k.rounds(t.code).then(o).catch(()=>o(null))},[s]),!n||!t.game)return null;let r=n.rounds,a=d=>n.spy_deals.find(u=>u.player_id===d),l=r.filter(d=>d.result),c=(d,u)=>d.result?.points.find(f=>f.player_id===u)?.points;return i`<div class="by-round-scroll" tabindex="0" role="region" aria-labelledby="by-round-caption"><table class="by-round">
    <caption id="by-round-caption">${e.t("result-by-round")}</caption>
    <thead><tr><th scope="col">${e.t("lobby-players")}</th>${l.map(d=>i`<th scope="col">${d.number}</th>`)}<th scope="col">${e.t("result-total")}</th><th scope="col">${e.t("ledger-column")}</th></tr></thead>
    <tbody>${t.game.standings.map(d=>i`<tr><th scope="row">${P(t,d.player_id)}</th>
        ${l.map(u=>i`<td>${c(u,d.player_id)??"–"}</td>`)}<td>${d.points}</td>
        <td>${e.t("ledger-cell",{n:a(d.player_id)?.spy_rounds??0,expected:a(d.player_id)?.expected_spy_rounds??0})}</td></tr>`)}</tbody>
  </table></div>
  <p class="muted">${e.t("ledger-explained")}</p>`}function Bt(t,e){switch(e){case"last_round":return t.t("result-ended-last-round");case"everyone_captained":return t.t("result-ended-everyone-captained");case"too_few_players":return t.t("result-ended-too-few-players");default:return""}}function pr(t,e){return t.players.some(n=>n.id===e&&!n.present)}function Ro({view:t}){let e=v(),n=D(),[o,s]=_(!1),[r,a]=_(null),l=`${t.game?.number}.${t.game?.round_number}.${t.round?.phase}`;if(T(()=>{o&&n.run(async()=>a((await k.rounds(t.code)).rounds))},[o,l]),!t.game||t.game.round_number===0)return null;let c=u=>P(t,u),d=(r??[]).filter(u=>u.result).reverse();return i`<details class="card history" onToggle=${u=>s(u.currentTarget.open)}>
    <summary>${e.t("result-history")}</summary>
    <${L} problem=${n.problem} />
    <ol class="history-list">
      ${d.map(u=>{let f=u.result,m=f.points.find(p=>p.player_id===t.me?.player_id);return i`<li>
          <h3>${e.t("result-history-round",{n:u.number})}</h3>
          <p>${Le(e,f,c)} ${Ne(e,f)}</p>
          ${f.spies.length>0&&i`<p>${e.t("result-spy-was",{names:he(e,f.spies.map(c)),count:f.spies.length})}</p>`}
          ${f.locations.length>0&&i`<p>${e.t("result-location-was",{place:f.locations.map(p=>p.name).join(", ")})}</p>`}
          ${m&&i`<p class="muted">${e.t("result-my-points",{points:`${m.points>0?"+":""}${m.points}`})}</p>`}
        </li>`})}
    </ol>
  </details>`}function st({view:t}){let e=v(),n=t.game?.settings??t.settings,o=n.mode==="team",s=n.rule_set==="time_travel",r=o?[e.t("rules-team"),e.t("rules-team-picks"),e.t("rules-team-end"),e.t("rules-team-score")]:[e.t("rules-basics"),e.t("rules-questions"),e.t("rules-vote"),e.t("rules-guess"),s?e.t("rules-time-up-travel"):e.t("rules-time-up-classic"),s?e.t("rules-score-travel"):e.t("rules-score-classic"),...s?[e.t("rules-small-tables")]:[],...n.spies>1?[e.t("rules-two-spies")]:[]];return i`<details class="card rules">
    <summary>${e.t("rules-title")}</summary>
    <ul>${r.map(a=>i`<li>${a}</li>`)}</ul>
  </details>`}function Co({view:t,show:e}){let n=v(),o=D();ie(o,t.version);let[s,r]=_(!1),[a,l]=_(!1),[c,d]=_(!1),u=t.me;if(!u)return null;let f=j=>o.run(async()=>e(await j())),m=G(t,"start_game"),p=G(t,"deal"),h=t.table.next_dealer_id,b=!!(t.round&&t.round.phase!=="over"),$=t.table.league_play,R=!b&&!p&&$?$.closed==="night_finished"?n.t("lobby-league-night-finished"):$.closed==="seating_over"?n.t("lobby-league-seating-over"):$.games_left===0?n.t("lobby-league-games-played",{n:$.games_per_table}):null:null,E=b?null:R||(h&&!p?n.t("lobby-waiting-for-deal",{name:P(t,h)}):!m&&!p?n.t("lobby-waiting-for-host"):null),y=t.table.min_players-t.table.players,S=G(t,"change_settings"),M=!!(t.game&&!t.game.over);return i`<div class="lobby">
    <h1 class="visually-hidden">${n.t("lobby-heading")}</h1>
    ${t.round?.result&&i`<${Eo} view=${t} />`}
    ${u.in_round===!1&&t.round&&t.round.phase!=="over"&&i`<p class="notice">${n.t("lobby-wait-next-round")}</p>`}
    <div class="actions">
      ${m&&!M&&i`<button class="primary" type="button" disabled=${o.busy} onClick=${()=>f(()=>k.startGame(t.code))}>${n.t("lobby-start-game")}</button>`}
      ${m&&M&&!a&&i`<button type="button" onClick=${()=>l(!0)}>${n.t("lobby-new-game")}</button>`}
      ${a&&i`<div class="card confirm" role="group"><p>${n.t("lobby-confirm-new-game")}</p>
        <button class="primary danger" type="button" disabled=${o.busy} onClick=${()=>(l(!1),f(()=>k.startGame(t.code)))}>${n.t("lobby-new-game")}</button>
        <button class="quiet" type="button" onClick=${()=>l(!1)}>${n.t("round-cancel")}</button></div>`}
      ${p&&i`<button class="primary" type="button" disabled=${o.busy} onClick=${()=>f(()=>k.deal(t.code))}>${t.round?n.t("lobby-deal-next"):n.t("lobby-deal")}</button>`}
      ${E&&i`<p class="muted" role="status">${E}</p>`}
    </div>
    <${L} problem=${o.problem} />
    <${hr} view=${t} write=${f} busy=${o.busy} />
    <p class=${y>0?"notice":"muted"}>${n.t("lobby-bounds",{min:t.table.min_players,max:t.table.max_players})}
      ${y>0&&` ${n.t("lobby-need-more",{n:y})}`}</p>
    <${Ro} view=${t} />
    <${st} view=${t} />
    ${!t.table.league&&i`<${mr} view=${t} folded=${!!t.game} />`}
    <${fr} view=${t} />
    ${S&&(s?i`<section class="card"><h2>${n.t("settings-title")}</h2>
          ${t.game?.settings&&i`<p class="notice">${n.t("settings-applies-next-game")}</p>`}
          <${tt} current=${t.settings} busy=${o.busy} submitLabel=${n.t("settings-save")}
            onSubmit=${j=>f(async()=>{let C=await k.updateRoom(t.code,{settings:j});return r(!1),C})} />
        </section>`:i`<div class="actions"><button type="button" onClick=${()=>r(!0)}>${n.t("settings-title")}</button></div>`)}
    ${G(t,"leave")&&!c&&i`<div class="actions"><button class="quiet" type="button" disabled=${o.busy} onClick=${()=>d(!0)}>${n.t("lobby-leave")}</button></div>`}
    ${c&&i`<div class="card confirm" role="alertdialog" aria-label=${n.t("lobby-leave")}><p>${n.t("table-confirm-leave-lobby")}</p>
      <button class="primary danger" type="button" disabled=${o.busy} onClick=${()=>(d(!1),f(()=>k.removePlayer(t.code,u.player_id)))}>${n.t("lobby-leave")}</button>
      <button class="quiet" type="button" onClick=${()=>d(!1)}>${n.t("round-cancel")}</button></div>`}
  </div>`}function mr({view:t,folded:e}){let n=v(),[o,s]=_(!1),r=t.code,a=t.table.join_url,l=async()=>{await Qe(a,".join-link input"),s(!0)},c=()=>navigator.share({title:n.t("app-title"),text:n.t("lobby-share-text",{code:r}),url:a}).catch(()=>{}),d=i`<p>${n.t("lobby-share")}</p>
    <p class="join-code"><span class="muted">${n.t("lobby-code")}</span> <strong>${r}</strong></p>
    <label class="field join-link">${n.t("lobby-link")}
      <input type="text" readonly value=${a} onFocus=${u=>u.currentTarget.select()} />
    </label>
    <div class="actions">
      <button type="button" onClick=${l}>${o?n.t("lobby-copied"):n.t("lobby-copy")}</button>
      ${typeof navigator.share=="function"&&i`<button type="button" onClick=${c}>${n.t("lobby-share-button")}</button>`}
    </div>
    ${t.table.join_url_local_only&&i`<p class="notice" role="status">${n.t("lobby-local-only")}</p>`}
    <img class="qr" src=${`/r/${r}/qr.svg`} alt=${n.t("lobby-qr-alt",{code:r})} width="180" height="180" />
    <p class="muted tv-note">${n.t("lobby-tv",{url:`${a}/tv`})}</p>`;return e?i`<details class="card share"><summary>${n.t("lobby-invite")}</summary>${d}</details>`:i`<section class="card share">${d}</section>`}function hr({view:t,write:e,busy:n}){let o=v(),s=t.players.filter(d=>d.seat!=null).sort((d,u)=>(d.seat??0)-(u.seat??0)),r=G(t,"kick"),a=G(t,"hand_over_host"),l=G(t,"change_seat_order"),c=(d,u)=>{let f=s.map(m=>m.id);[f[d],f[u]]=[f[u],f[d]],e(()=>k.updateRoom(t.code,{seat_order:f}))};return i`<section class="card">
    <h2>${o.t("lobby-players")}</h2>
    <ol class="players">
      ${s.map((d,u)=>i`<li class=${d.present?"":"away"}>
          <span class="name">${d.display_name}</span>
          <span class="tags">
            ${d.id===t.host_id&&i`<span class="tag">${o.t("lobby-host")}</span>`}
            ${d.id===Ae(t)&&i`<span class="tag">${o.t("moderator-tag")}</span>`}
            ${d.id===t.me?.player_id&&i`<span class="tag">${o.t("lobby-you")}</span>`}
            ${!d.present&&i`<span class="tag">${o.t("lobby-away")}</span>`}
            ${t.game&&d.id!==t.game.moderator_id&&i`<span class="score">${o.t("lobby-points",{n:d.score})}</span>`}
          </span>
          ${(l||a?.players.includes(d.id)||r?.players.includes(d.id))&&i`<details class="row-actions">
            <summary aria-label=${o.t("lobby-manage",{name:d.display_name})}>${o.t("lobby-manage-short")}</summary>
            ${l&&u>0&&i`<button type="button" class="small" disabled=${n} aria-label=${o.t("lobby-move-up",{name:d.display_name})} onClick=${()=>c(u,u-1)}>↑</button>`}
            ${l&&u<s.length-1&&i`<button type="button" class="small" disabled=${n} aria-label=${o.t("lobby-move-down",{name:d.display_name})} onClick=${()=>c(u,u+1)}>↓</button>`}
            ${a?.players.includes(d.id)&&i`<button type="button" class="small" disabled=${n} onClick=${()=>e(()=>k.handOverHost(t.code,d.id))}>${o.t("lobby-make-host",{name:d.display_name})}</button>`}
            ${r?.players.includes(d.id)&&i`<button type="button" class="small danger" disabled=${n} onClick=${()=>e(()=>k.removePlayer(t.code,d.id))}>${o.t("lobby-kick",{name:d.display_name})}</button>`}
          </details>`}
        </li>`)}
    </ol>
  </section>`}function fr({view:t}){let e=v(),n=t.game?.settings;if(!n)return null;let o=t.settings,r=["rule_set","mode","pack_ids","location_ids","rounds","round_minutes","show_roles","vote_timeout_seconds","spies","captain_passes","moderator"].filter(l=>JSON.stringify(n[l])!==JSON.stringify(o[l])),a=(l,c)=>l!=="location_ids"?gr(e,c):Array.isArray(c)?e.t("settings-locations-some",{count:c.length}):e.t("settings-locations-all");return r.length===0?null:i`<section class="card">
    <h2>${e.t("settings-changed-title")}</h2>
    <p class="muted">${e.t("settings-applies-next-game")}</p>
    <table class="settings-change">
      <thead><tr><th scope="col"></th><th scope="col">${e.t("settings-this-game")}</th><th scope="col">${e.t("settings-next-game")}</th></tr></thead>
      <tbody>
        ${r.map(l=>i`<tr><th scope="row">${e.t(`settings-labels-${l}`)}</th><td>${a(l,n[l])}</td><td>${a(l,o[l])}</td></tr>`)}
      </tbody>
    </table>
  </section>`}function gr(t,e){return e==null?t.t("settings-round-minutes-auto"):typeof e=="boolean"?e?t.t("settings-yes"):t.t("settings-no"):Array.isArray(e)?e.join(", "):e==="classic"||e==="time_travel"||e==="standard"||e==="team"?t.t(`settings-${e}`):String(e)}function Po({view:t,show:e}){let n=v(),o=D();ie(o,t.version);let[s,r]=_(null),a=t.me;if(!a)return null;let l=G(t,"kick"),c=G(t,"hand_over_host"),d=G(t,"abandon_round"),u=G(t,"leave"),f=t.code,m=(h,b,$)=>()=>r({text:h,label:b,write:$});if(s)return i`<section class="card confirm" role="alertdialog" aria-label=${s.label}>
      <p>${s.text}</p>
      <button type="button" class="primary danger" disabled=${o.busy}
        onClick=${()=>o.run(async()=>(e(await s.write()),r(null)))}>${s.label}</button>
      <button type="button" class="quiet" onClick=${()=>r(null)}>${n.t("round-cancel")}</button>
      <${L} problem=${o.problem} />
    </section>`;let p=t.players.filter(h=>h.seat!=null&&h.id!==a.player_id);return i`<details class="card table-controls">
    <summary>${n.t("table-title")}</summary>
    ${p.map(h=>{let b=h.display_name,$=l?.players.includes(h.id),R=c?.players.includes(h.id);return($||R)&&i`<div class="row-actions">
        ${R&&i`<button type="button" class="small" onClick=${m(n.t("table-confirm-host",{name:b}),n.t("lobby-make-host",{name:b}),()=>k.handOverHost(f,h.id))}>${n.t("lobby-make-host",{name:b})}</button>`}
        ${$&&i`<button type="button" class="small danger" onClick=${m(n.t("table-confirm-remove",{name:b}),n.t("lobby-kick",{name:b}),()=>k.removePlayer(f,h.id))}>${n.t("lobby-kick",{name:b})}</button>`}
      </div>`})}
    ${d&&i`<button type="button" class="danger" onClick=${m(n.t("lobby-confirm-abandon"),n.t("lobby-abandon"),()=>k.abandonRound(f))}>${n.t("lobby-abandon")}</button>`}
    ${u&&i`<button type="button" class="quiet" onClick=${m(ge(t)?n.t("table-confirm-leave-lobby"):n.t("table-confirm-leave"),n.t("lobby-leave"),()=>k.removePlayer(f,a.player_id))}>${n.t("lobby-leave")}</button>`}
    <p class="muted tv-note">${n.t("lobby-tv",{url:`${t.table.join_url}/tv`})}</p>
  </details>`}function Ao({view:t}){let e=v(),[n,o]=_(t.host_id),s=t.me&&t.host_id===t.me.player_id;return n!==t.host_id&&!s&&o(t.host_id),!s||n===t.host_id?null:i`<p class="notice" role="status">${e.t("table-now-host")}
    <button type="button" class="quiet small" onClick=${()=>o(t.host_id)}>${e.t("table-got-it")}</button></p>`}function No(t){let e=Math.max(0,Math.ceil(t/1e3));return`${Math.floor(e/60)}:${String(e%60).padStart(2,"0")}`}function zt(t,e){return!t.running||!t.deadline?t.remaining_ms:Date.parse(t.deadline)-(Date.now()+e)}var _r=3e4;function Lo(t,e){let[,n]=_(0);T(()=>{if(!t)return;let o=setInterval(()=>n(s=>s+1),1e3);return()=>clearInterval(o)},[t,e])}function rt({clock:t,skew:e,paused:n}){let o=v();Lo(t.running,t.deadline);let s=zt(t,e);if(s<=0)return i`<p class="clock up" role="status">${o.t("round-time-is-up")}</p>`;let r=t.running&&s<=_r;return i`<p class=${`clock${t.running?"":" stopped"}${r?" urgent":""}`}>
    ${t.running&&i`<span class="visually-hidden">${o.t("round-clock-running")}: </span>`}
    <time role="timer">${No(s)}</time>
    ${!t.running&&i` <span class="muted">${n?o.t("round-clock-paused"):o.t("round-clock-stopped")}</span>`}
  </p>`}function _e({deadline:t,skew:e,pausedSince:n}){let o=v();Lo(!n,t);let s=n?Date.parse(n):Date.now()+e,r=Date.parse(t)-s;return i`<p class=${`countdown${r<=1e4?" urgent":""}`}>
    <span role="timer">${o.t("round-time-left",{time:No(r)})}</span>
  </p>`}var yr=6e3;function Ht({card:t,showRoles:e,spies:n=1,children:o}){let s=v(),[r,a]=_(!1);if(T(()=>{if(!r)return;let c=setTimeout(()=>a(!1),yr);return()=>clearTimeout(c)},[r]),!t)return null;let l=t.spy?i`<p class="card-title">${n>1?s.t("round-you-are-one-of-two-spies"):s.t("round-you-are-spy")}</p><p class="muted">${s.t("round-spy-hint")}</p>`:i`<p class="card-label">${s.t("round-location")}</p>
        <p class="card-title">${t.location?.name}</p>
        ${e&&t.role&&i`<p class="card-label">${s.t("round-role")}</p><p class="card-role">${t.role}</p>`}`;return i`<section class="card my-card">
    <button type="button" class="card-button" aria-expanded=${r} aria-controls="card-face"
      onClick=${()=>a(!r)} onContextMenu=${c=>c.preventDefault()}>
      ${r?s.t("round-hide-card"):s.t("round-show-card")}
    </button>
    <div id="card-face" class="card-face" hidden=${!r}>
      ${r&&l}
      ${r&&o&&i`<div class="actions" onClick=${()=>a(!1)}>${o}</div>`}
    </div>
    <p class="muted small-print">${s.t("round-card-hint")}</p>
  </section>`}var Mo=(t,e)=>`spyfall.${t}.${e.code}.`,le=(t,e)=>`${Mo(t,e)}${e.game?.number}.${e.round?.number}`;function ye(t,e){try{return JSON.parse(localStorage.getItem(t)??"null")??e}catch{return e}}function at(t,e,n){let o=le(t,e);try{let s=Mo(t,e);for(let r of Object.keys(localStorage))r.startsWith(s)&&r!==o&&localStorage.removeItem(r);localStorage.setItem(o,JSON.stringify(n))}catch{}}var br=(t,e)=>{let n=new Intl.Collator(e);return[...t].sort((o,s)=>n.compare(o.name,s.name))};function it({view:t,onPick:e}){let n=v(),o=le("crossed",t),[s,r]=_(()=>ye(o,[]));T(()=>r(ye(o,[])),[o]);let a=l=>{let c=s.includes(l)?s.filter(d=>d!==l):[...s,l];r(c),at("crossed",t,c)};return i`<section class="card">
    <h2>${n.t("round-locations")}</h2>
    <p class="muted">${e?n.t("round-guess-pick"):n.t("round-locations-hint")}</p>
    <ul class="grid">
      ${br(t.candidate_locations,n.lang).map(l=>{let c=s.includes(l.id),d=l.used?n.t("round-used"):c?n.t("round-crossed"):"";return i`<li>
          <button type="button" class=${`location${l.used?" used":""}${c?" crossed":""}`}
            aria-pressed=${e?void 0:c} disabled=${!!(e&&l.used)}
            onClick=${()=>e?e(l.id):a(l.id)}>
            <span class="location-name">${l.name}</span>
            ${d&&i`<span class="location-state">${d}</span>`}
          </button>
        </li>`})}
    </ul>
  </section>`}var $r=t=>t===void 0?"suspected":t==="suspected"?"cleared":void 0;function Oo({view:t}){let e=v(),n=le("suspects",t),[o,s]=_(()=>ye(n,{})),[r,a]=_("");T(()=>s(ye(n,{})),[n]);let l=u=>u==="suspected"?e.t("round-suspected"):u==="cleared"?e.t("round-cleared"):"",c=To(t);if(c.length===0)return null;let d=u=>{let f=$r(o[u.id]),m={...o};f?m[u.id]=f:delete m[u.id],s(m),at("suspects",t,m),a(`${u.display_name}: ${l(f)||e.t("round-unmarked")}`)};return i`<section class="card" aria-labelledby="suspects-title">
    <h2 id="suspects-title">${e.t("round-suspects")}</h2>
    <p class="muted" id="suspects-hint">${e.t("round-suspects-hint")}</p>
    <p class="visually-hidden" aria-live="polite">${r}</p>
    <ul class="grid suspects">
      ${c.map(u=>{let f=o[u.id],m=l(f);return i`<li>
          <button type="button" class=${`suspect${f?` ${f}`:""}`} aria-describedby="suspects-hint" onClick=${()=>d(u)}>
            <span class="suspect-name">${u.display_name}</span>
            ${m&&i`<span class="location-state">${m}</span>`}
          </button>
        </li>`})}
    </ul>
  </section>`}function Do({view:t}){let e=v(),n=t.round?.log??[];if(n.length===0)return null;let o=r=>P(t,r),s=(r,a)=>{switch(r.type){case"question_asked":return e.t("round-log-asked",{actor:o(r.asker_id),subject:o(r.target_id)});case"accusation_opened":return e.t("round-log-accused",{actor:o(r.accuser_id),subject:o(r.suspect_id)});case"vote_cast":return e.t("round-log-voted",{actor:o(r.player_id),vote:r.yes?"yes":"no"});case"vote_failed":return jo(e,n,a,o);case"time_up":return e.t("round-log-time-up");case"final_vote_opened":return e.t("round-log-final-vote",{subject:o(r.suspect_id)});case"reveal_proposed":return e.t("round-log-reveal-proposed",{actor:o(r.player_id)});case"reveal_agreed":return e.t("round-log-reveal-agreed",{actor:o(r.player_id)});case"reveal_refused":return e.t("round-log-reveal-refused",{actor:o(r.player_id)});case"reveal_expired":return e.t("round-log-reveal-expired",{actor:o(r.player_id)});case"spy_guessed":return e.t("round-log-guessed",{actor:o(r.player_id)});case"team_locations_guessed":return e.t("round-log-team-guessed");case"first_captain_chosen":return e.t("round-log-first-captain",{actor:o(r.captain_id)});case"agent_picked":return e.t("round-log-picked",{actor:o(r.captain_id),subject:o(r.agent_id)});case"pick_refused":return e.t("round-log-pick-refused",{actor:o(r.captain_id)});case"player_left":return e.t(r.departure==="removed"?"round-log-removed":"round-log-left",{actor:o(r.player_id)});case"round_abandoned":return r.by==="organizer"?e.t("round-log-ended-by-organizer"):e.t("round-log-abandoned");case"round_paused":return r.reason?e.t("round-log-paused-reason",{actor:o(r.player_id),reason:r.reason}):e.t("round-log-paused",{actor:o(r.player_id)});case"round_resumed":return e.t("round-log-resumed",{actor:o(r.player_id)});case"round_ended":return e.t("round-log-ended");default:return e.t("round-log-other")}};return i`<section class="card">
    <h2>${e.t("round-log")}</h2>
    <ol class="log" reversed>
      ${[...n].reverse().map((r,a)=>i`<li>${s(r.event,n.length-1-a)}</li>`)}
    </ol>
  </section>`}function jo(t,e,n,o){let s=e[n].event;if(s.type!=="vote_failed")return"";let r=s.missing_ids??[];if(r.length>0)return t.t("round-log-vote-timed-out",{subject:o(s.suspect_id),missing:r.map(o).join(", ")});let a=e[n-1]?.event;return a?.type==="vote_cast"&&!a.yes?t.t("round-log-vote-failed-no",{subject:o(s.suspect_id),no:o(a.player_id)}):t.t("round-log-vote-failed",{subject:o(s.suspect_id)})}var Io=8e3,vr=6e4;function lt({view:t,skew:e}){let n=v(),o=t.round?.log??[],s=o.length-1;for(;s>=0&&!["vote_failed","reveal_refused","reveal_expired"].includes(o[s].event.type);)s-=1;let r=s<0?null:`${o[s].at}/${s}`,a=s>=0&&Date.now()+e-Date.parse(o[s].at)<vr,[l,c]=_({key:null,at:0});r!==l.key&&c({key:r,at:Date.now()});let[,d]=_(0);if(T(()=>{if(!r)return;let p=setTimeout(()=>d(h=>h+1),Io);return()=>clearTimeout(p)},[r]),!a||r!==l.key||Date.now()-l.at>=Io)return null;let u=p=>P(t,p),f=o[s].event,m=f.type==="vote_failed"?jo(n,o,s,u):f.type==="reveal_refused"?n.t("round-log-reveal-refused",{actor:u(f.player_id)}):f.type==="reveal_expired"?n.t("round-log-reveal-expired",{actor:u(f.player_id)}):"";return i`<p class="notice recent" role="status">${m}</p>`}function Gt({view:t,ids:e}){let n=v();return e.length===0?null:i`<p class="muted">${n.t("round-waiting-for",{names:e.map(o=>P(t,o)).join(", ")})}</p>`}function ct({view:t,busy:e,act:n,skew:o}){let s=v(),r=t.round?.vote,a=!!Y(t,"vote");if(!r)return null;let l=P(t,r.suspect_id);return i`<section class="card vote" aria-live="polite">
    ${r.accuser_id&&i`<p>${s.t("round-vote-title",{accuser:P(t,r.accuser_id),suspect:l})}</p>`}
    <h2>${s.t("round-vote-question",{suspect:l})}</h2>
    <${_e} deadline=${r.deadline} skew=${o} pausedSince=${t.round?.paused?.since} />
    <${Gt} view=${t} ids=${r.waiting_for} />
    ${a&&i`<p class="notice">${s.t("round-your-vote-needed")}</p>
      <div class="choices two">
        <button type="button" class="primary danger" disabled=${e} onClick=${()=>n({type:"vote",yes:!0})}>${s.t("round-vote-yes")}</button>
        <button type="button" disabled=${e} onClick=${()=>n({type:"vote",yes:!1})}>${s.t("round-vote-no")}</button>
      </div>`}
    <h3>${s.t("round-ballots")} (${r.ballots.length}/${r.voters_total})</h3>
    <ul class="ballots">
      ${r.ballots.map(c=>i`<li>${P(t,c.player_id)}: <strong>${c.yes?s.t("round-voted-yes"):s.t("round-voted-no")}</strong></li>`)}
    </ul>
  </section>`}function ut({view:t}){let e=v(),n=t.round?.final_voting;return n?i`<section class="card">
    <h2>${e.t("round-final-voting")}</h2>
    <p>${e.t("round-final-explained")}</p>
    ${n.current_suspect_id&&i`<p>${e.t("round-final-now",{name:P(t,n.current_suspect_id)})}</p>`}
    ${n.next_suspect_ids.length>0&&i`<p class="muted">${e.t("round-final-next")}: ${n.next_suspect_ids.map(o=>P(t,o)).join(", ")}</p>`}
  </section>`:null}var dt=null;function Me(){let t=window.AudioContext??window.webkitAudioContext;return t?(dt??(dt=new t),dt.resume(),!0):!1}var wr={turn:[[660,120],[880,160]],vote:[[880,120],[660,120],[880,160]],tick:[[1e3,60]],time_up:[[990,250],[660,250],[440,500]]};function pt(t){let e=dt;if(!e)return;let n=e.currentTime;for(let[o,s]of wr[t]){let r=e.createOscillator(),a=e.createGain();r.frequency.value=o,a.gain.setValueAtTime(.25,n),a.gain.exponentialRampToValueAtTime(.001,n+s/1e3),r.connect(a).connect(e.destination),r.start(n),r.stop(n+s/1e3),n+=s/1e3+.05}}var Fo="spyfall.alerts",kr={turn:[120,60,120],vote:[250],tick:[40],time_up:[400,100,400]},Sr=10,Jt=(()=>{try{return localStorage.getItem(Fo)==="on"}catch{return!1}})(),Yt=new Set,Vo=()=>Jt;function Tr(t){pt(t),"vibrate"in navigator&&navigator.vibrate(kr[t])}function Zt(){let[t,e]=_(Jt);return T(()=>(Yt.add(e),()=>{Yt.delete(e)}),[]),{on:t,set:o=>{o&&Me();try{localStorage.setItem(Fo,o?"on":"off")}catch{}Jt=o,Yt.forEach(s=>s(o))}}}function Kt(t,e,n){let o=K(null);T(()=>{t!==null&&(o.current!==null&&o.current!==t&&e&&n(),o.current=t)},[t])}function Uo(t,e){let{on:n}=Zt();T(()=>{if(!n)return;let p=()=>Me();return document.addEventListener("pointerdown",p,{once:!0}),()=>document.removeEventListener("pointerdown",p)},[n]);let o=t?.round,s=t?.me?.player_id,r=`${t?.game?.number}.${o?.number}`,l=!!((o?.phase==="playing"||o?.phase==="team_questions")&&!o?.vote&&o?.turn_player_id===s),c=p=>n&&Tr(p),d=p=>t?`${r}.${p}`:null;Kt(d(String(l)),l,()=>c("turn"));let u=o?.vote;Kt(d(u?`${u.suspect_id}.${o?.accusations.length}`:"-"),!!(u&&u.accuser_id!==s),()=>c("vote"));let f=o?.log.filter(p=>p.event.type==="time_up").length??0;Kt(d(String(f)),f>0,()=>c("time_up"));let m=o?.clock;T(()=>{if(!n||!m?.running||o?.paused)return;let p=1/0,h=()=>{let $=Math.ceil(zt(m,e)/1e3);$>0&&$<=Sr&&$<p&&(p=$,c("tick"))};h();let b=setInterval(h,250);return()=>clearInterval(b)},[n,m?.running,m?.deadline,e,!!o?.paused])}function Wo({on:t,set:e}){let n=v();return i`<p class="alerts">
    <button type="button" class="quiet small" aria-pressed=${t?"true":"false"} onClick=${()=>e(!t)}>${n.t("round-alerts")}</button>
    <span class="muted"> ${t?n.t("round-alerts-on"):n.t("round-alerts-off")}</span>
  </p>`}function qo(){T(()=>{let t=navigator,e=null,n=!1,o=()=>{!t.wakeLock||document.visibilityState!=="visible"||t.wakeLock.request("screen").then(s=>n?s.release():e=s).catch(()=>{})};return o(),document.addEventListener("visibilitychange",o),()=>{n=!0,document.removeEventListener("visibilitychange",o),e?.release().catch(()=>{})}},[])}function be(t){let e=K(!1);T(()=>{t&&!e.current&&Vo()&&"vibrate"in navigator&&navigator.vibrate(200),e.current=t},[t])}function Bo({view:t,busy:e,act:n,skew:o}){let s=v(),r=t.round?.reveal_proposal,a=!!Y(t,"answer_reveal_middle");if(be(a),!r)return null;let l=r.agreed.map(c=>P(t,c));return i`<section class="card vote" aria-live="polite">
    <h2>${s.t("reveal-proposed",{name:P(t,r.proposed_by)})}</h2>
    <${_e} deadline=${r.deadline} skew=${o} pausedSince=${t.round?.paused?.since} />
    <${Gt} view=${t} ids=${r.waiting_for} />
    ${l.length>0&&i`<p>${s.t("reveal-agreed")}: ${l.join(", ")}</p>`}
    ${a?i`<p class="notice">${s.t("reveal-your-answer")}</p>
          <div class="choices two">
            <button type="button" class="primary" disabled=${e} onClick=${()=>n({type:"answer_reveal_middle",agree:!0})}>${s.t("reveal-agree")}</button>
            <button type="button" disabled=${e} onClick=${()=>n({type:"answer_reveal_middle",agree:!1})}>${s.t("reveal-refuse")}</button>
          </div>`:i`<p class="muted">${s.t("reveal-waiting")}</p>`}
  </section>`}function zo({view:t,busy:e,act:n}){let o=v(),s=t.round?.team,r=Y(t,"choose_first_captain"),a=Y(t,"pick"),l=Y(t,"refuse_pick");if(be(!!(r||a)),!s)return null;let c=m=>P(t,m),d=t.me?.team_role,u=t.round?.phase,f=u==="team_questions"||u==="team_picking"?t.round?.turn_player_id:null;return i`<section class="card team" aria-live="polite">
    <h2>${o.t("team-title")}</h2>
    ${d&&i`<p><strong>${d==="captain"?o.t("team-you-captain"):o.t("team-you-agent")}</strong></p>`}
    <ul class="teams">
      ${(s.order??s.captains).map(m=>{let p=s.picks.filter(b=>b.captain_id===m).map(b=>c(b.agent_id)),h=s.refused.includes(m);return i`<li>
          <strong>${o.t("team-captain",{name:c(m)})}</strong>${h?` (${o.t("team-refused-mark")})`:""}${`: ${p.length>0?p.join(", "):o.t("team-nobody-yet")}`}
        </li>`})}
    </ul>
    ${f&&i`<p><strong>${u==="team_picking"?o.t("team-now-picking",{name:c(f)}):o.t("team-now-asking",{name:c(f)})}</strong></p>`}
    ${s.unpicked_agents.length>0&&i`<p class="muted">${o.t("team-unpicked")}: ${s.unpicked_agents.map(c).join(", ")}</p>`}
    ${r&&i`<p class="notice">${o.t("team-choose-first")}</p>
      <div class="choices">${r.captains.map(m=>i`<button type="button" disabled=${e} onClick=${()=>n({type:"choose_first_captain",captain:m})}>${o.t("team-first-is",{name:c(m)})}</button>`)}</div>`}
    ${!r&&s.choosing_first_captain.length>0&&i`<p class="muted">${o.t("team-captains-choosing")}</p>`}
    ${a&&i`<p class="notice">${o.t("team-pick-whom")}</p>
      <div class="choices">${a.agents.map(m=>i`<button type="button" disabled=${e} onClick=${()=>n({type:"pick",agent:m})}>${o.t("team-pick",{name:c(m)})}</button>`)}</div>`}
    ${l&&i`<button type="button" class="quiet" disabled=${e} onClick=${()=>n({type:"refuse_pick"})}>${o.t("team-refuse")}</button>`}
  </section>`}function Ho({view:t,busy:e,act:n}){let o=v(),[s,r]=_([]),a=!!Y(t,"guess_team_locations"),l=t.round?.team?.guess_for??[];if(be(a),T(()=>r([]),[t.round?.number]),t.round?.phase!=="team_spy_guess")return null;if(!a||l.length!==2)return i`<p class="notice" role="status">${o.t("team-spy-guessing",{name:P(t,t.round.turn_player_id)})}</p>`;let c=l[Math.min(s.length,1)],d=s.map(u=>xo(t,u));return i`<section class="card confirm" aria-live="polite">
    <h2>${o.t("team-guess-title")}</h2>
    ${d.map((u,f)=>i`<p>${o.t("team-guessed",{captain:P(t,l[f]),place:u})}</p>`)}
    ${s.length<2?i`<p class="notice">${o.t("team-guess-for",{captain:P(t,c)})}</p>`:i`<button type="button" class="primary danger" disabled=${e}
          onClick=${()=>n({type:"guess_team_locations",locations:s})}>${o.t("team-confirm-guess")}</button>`}
    ${s.length>0&&i`<button type="button" class="quiet" onClick=${()=>r([])}>${o.t("team-start-again")}</button>`}
  </section>
  ${s.length<2&&i`<${it} view=${t} onPick=${u=>r([...s,u])} />`}`}var xr=100;function mt({view:t,show:e}){let n=v(),o=D();ie(o,t.version);let[s,r]=_(!1),[a,l]=_(""),c=t.round?.paused,d=t.code;if(c){let f=G(t,"resume_round");return i`<section class="card paused" role="status" aria-live="polite">
      <h2>${n.t("round-paused")}</h2>
      ${c.reason&&i`<p class="pause-reason">${c.reason}</p>`}
      <p class="muted">${n.t("round-paused-by",{name:P(t,c.player_id)})}</p>
      ${f&&i`<button type="button" class="primary" disabled=${o.busy}
        onClick=${()=>o.run(async()=>e(await k.resumeRound(d)))}>${n.t("round-resume")}</button>`}
      <${L} problem=${o.problem} />
    </section>`}return G(t,"pause_round")?s?i`<form class="card pause-form" onSubmit=${f=>{f.preventDefault(),o.run(async()=>{e(await k.pauseRound(d,a.trim()||void 0)),r(!1),l("")})}}>
    <label>${n.t("round-pause-reason")}
      <input type="text" maxlength=${xr} value=${a} placeholder=${n.t("round-pause-reason-example")}
        onInput=${f=>l(f.currentTarget.value)} />
    </label>
    <button type="submit" class="primary" disabled=${o.busy}>${n.t("round-pause-confirm")}</button>
    <button type="button" class="quiet" onClick=${()=>r(!1)}>${n.t("round-cancel")}</button>
    <${L} problem=${o.problem} />
  </form>`:i`<div class="actions pause"><button type="button" class="quiet" onClick=${()=>r(!0)}>${n.t("round-pause")}</button></div>`:null}var Er=15e3;async function Rr(t,e,n){try{n(await k.move(t,e))}catch(o){throw o instanceof q&&o.code==="version_mismatch"&&n(await k.roomAfter(t.code,t.version)),o}}function Go({view:t,show:e,skew:n}){let o=v(),s=D();ie(s,t.version);let[r,a]=_(null),[l,c]=_(null),[d,u]=_(null);qo();let f=Zt(),m=t.round,p=t.game;if(T(()=>{a(null),c(null),u(null)},[m?.number,m?.phase]),T(()=>{if(!r&&!l&&!d)return;let x=setTimeout(()=>(a(null),c(null),u(null)),Er);return()=>clearTimeout(x)},[r,l,d]),T(()=>{(l||d)&&document.querySelector(".round .confirm")?.scrollIntoView({block:"center"})},[l,d]),!m||!p)return null;let h=x=>s.run(()=>Rr(t,x,e)),b=Y(t,"ask"),$=Y(t,"accuse"),R=Y(t,"guess"),E=Y(t,"propose_reveal_middle"),y=Y(t,"guess_team_locations"),M=m.phase==="playing"||m.phase==="team_questions"?m.turn_player_id:null,j=m.variant==="two_player"||m.variant==="three_player",C=x=>(t.me?.card_moves??[]).some(F=>F===x),A=$&&r!=="accuse"&&i`<button type="button" onClick=${()=>a("accuse")}>${o.t("round-accuse")}</button>`,g=R&&r!=="guess"&&i`<button type="button" onClick=${()=>a("guess")}>${o.t("round-guess")}</button>`,w=[C("accuse")&&A,C("guess")&&g].filter(Boolean);return i`<div class="round">
    <header class="round-head">
      <h1>${o.t("round-title",{n:m.number,total:p.rounds_total})}</h1>
      <${rt} clock=${m.clock} skew=${n} paused=${!!m.paused} />
    </header>
    <${mt} view=${t} show=${e} />
    ${ge(t)?i`<section class="card moderator-note"><p class="card-title">${o.t("moderator-title")}</p>
          <p class="muted">${o.t("moderator-hint")}</p></section>`:i`<${Ht} card=${m.my_card} showRoles=${t.settings.show_roles} spies=${(p.settings??t.settings).spies}>
          ${w.length>0?w:null}
        </${Ht}>`}
    ${m.final_voting&&i`<${ut} view=${t} busy=${s.busy} act=${h} />`}
    <${lt} view=${t} skew=${n} />
    ${m.vote&&i`<${ct} view=${t} busy=${s.busy} act=${h} skew=${n} />`}
    ${m.reveal_proposal&&i`<${Bo} view=${t} busy=${s.busy} act=${h} skew=${n} />`}
    ${m.team&&i`<${zo} view=${t} busy=${s.busy} act=${h} />`}
    ${m.phase==="team_spy_guess"&&i`<${Ho} view=${t} busy=${s.busy} act=${h} />`}
    ${m.phase==="team_spy_guess"&&m.team?.guess_deadline&&i`<${_e} deadline=${m.team.guess_deadline} skew=${n} pausedSince=${m.paused?.since} />`}
    ${M&&!m.vote&&!m.paused&&i`<section class="card turn" aria-live="polite">
      <p><strong>${M===t.me?.player_id?o.t("round-your-turn"):o.t("round-their-turn",{name:P(t,M)})}</strong></p>
      ${b&&i`<p class="muted">${o.t("round-ask-whom")}</p>
        <div class="choices">${b.targets.map(x=>i`<button type="button" disabled=${s.busy} onClick=${()=>h({type:"ask",target:x})}>${o.t("round-ask",{name:P(t,x)})}</button>`)}</div>`}
    </section>`}
    ${r==="accuse"&&$&&!d&&i`<section class="card" aria-label=${o.t("round-accuse")}>
      <p>${j?o.t("round-accuse-whom-small"):o.t("round-accuse-whom")}</p>
      <div class="choices">${$.suspects.map(x=>i`<button type="button" class="danger" disabled=${s.busy}
          onClick=${()=>j?u(x):h({type:"accuse",suspect:x})}>${o.t("round-accuse-one",{name:P(t,x)})}</button>`)}</div>
      <button type="button" class="quiet" onClick=${()=>a(null)}>${o.t("round-cancel")}</button>
    </section>`}
    ${d&&i`<section class="card confirm" role="alertdialog" aria-label=${o.t("round-accuse")}>
      <p>${o.t("round-accuse-confirm",{name:P(t,d)})}</p>
      <button type="button" class="primary danger" disabled=${s.busy} onClick=${()=>h({type:"accuse",suspect:d})}>${o.t("round-confirm")}</button>
      <button type="button" class="quiet" onClick=${()=>(u(null),a(null))}>${o.t("round-cancel")}</button>
    </section>`}
    ${l&&i`<section class="card confirm" role="alertdialog" aria-label=${o.t("round-guess")}>
      <p>${o.t("round-guess-confirm",{place:t.candidate_locations.find(x=>x.id===l)?.name??""})}</p>
      <button type="button" class="primary danger" disabled=${s.busy} onClick=${()=>h({type:"guess",location_id:l})}>${o.t("round-confirm")}</button>
      <button type="button" class="quiet" onClick=${()=>(c(null),a(null))}>${o.t("round-cancel")}</button>
    </section>`}
    <div class="actions">
      ${!C("accuse")&&A}
      ${!C("guess")&&g}
      ${E&&i`<button type="button" disabled=${s.busy} onClick=${()=>h({type:"propose_reveal_middle"})}>${o.t("reveal-propose")}</button>`}
    </div>
    <${L} problem=${s.problem} />
    ${r==="guess"&&!l&&i`<p class="notice">${o.t("round-guess-pick")} <button type="button" class="quiet small" onClick=${()=>a(null)}>${o.t("round-cancel")}</button></p>`}
    ${!y&&i`<${it} key=${le("crossed",t)} view=${t} onPick=${r==="guess"&&R?c:null} />`}
    <${Oo} key=${le("suspects",t)} view=${t} />
    <${Wo} on=${f.on} set=${f.set} />
    <${Do} view=${t} />
    <${st} view=${t} />
    <${Po} view=${t} show=${e} />
  </div>`}function ht({code:t,session:e,setSession:n,embedded:o=!1,carrier:s=null}){let r=v(),[a,l]=_(null),[c,d]=_(r.lang),[u,f]=_(0),[m,p]=_("live"),[h,b]=_(null),[$,R]=_(null),E=K(null);T(()=>{if(!e)return;b(null);let C=r.lang,A=wo(t,{onView:g=>{f(Date.parse(g.now)-Date.now()),l(g),d(C)},onLink:p,onRefused:g=>{g.code==="unauthorized"&&n(null),b(g)}},s);return E.current=A,()=>A.stop()},[t,e?.token,s,s?null:r.lang]),Uo(a,u);let y=C=>E.current?.show(C.view,C.etag),S;if(h&&h.code!=="unauthorized")S=i`<${L} problem=${h} />`;else if(a&&a.table.closed&&!a.me)S=null;else if(!e||a&&!a.me&&!a.removed)S=i`<${Yo} code=${t} session=${e} setSession=${n} show=${y}
      problem=${$} setProblem=${R} />`;else if(!a)S=i`<p class="muted">${r.t("app-loading")}</p>`;else if(a.me)a.round&&a.round.phase!=="over"&&(a.me.in_round||ge(a))?S=i`<${Go} view=${a} show=${y} skew=${u} />`:S=i`<${Co} view=${a} show=${y} skew=${u} />`;else{let C=a.removed?.reason==="kicked";S=i`<p class="notice" role="status">${C?r.t("lobby-removed"):r.t("lobby-left")}</p>
      ${!C&&!a.table.league&&!a.table.closed&&i`<${Yo} code=${t} session=${e} setSession=${n} show=${y}
        problem=${$} setProblem=${R} again=${!0} />`}`}let M=o?"section":"main",j=a&&!h&&e;return i`<${M} class="page room" data-version=${a?.version} data-lang=${j?c:void 0}>
    <header class="bar">
      ${!o&&i`<${N} to="/">${r.t("app-back")}</${N}>`}
      <span><span class="room-code-label">${r.t("lobby-code")}</span> <span class="room-code">${t}</span></span>
    </header>
    ${m==="reconnecting"&&i`<p class="banner reconnecting" role="status">${r.t("app-reconnecting")}</p>`}
    ${a?.table.closed&&i`<p class="notice" role="status">${r.t("lobby-closed")}</p>`}
    ${a?.me&&i`<${Ao} view=${a} />`}
    ${S}
  </${M}>`}function Yo({code:t,session:e,setSession:n,show:o,problem:s,setProblem:r,again:a=!1}){let l=v(),[c,d]=_(Pe("display_name")??e?.user.display_name??""),u=D();return i`<form class="card" onSubmit=${m=>{m.preventDefault(),r(null),u.run(async()=>{let p=await Q(c,e,n);try{let h=await k.joinRoom(t,c);p===e&&o(h)}catch(h){r(h)}})}}>
    <h2>${a?l.t("lobby-join-again"):l.t("lobby-join-title")}</h2>
    <${ne} value=${c} onInput=${d} />
    <button class="primary" type="submit" disabled=${u.busy||!c.trim()}>${l.t("lobby-join-as")}</button>
    <${L} problem=${s??u.problem} />
  </form>`}function Ko({view:t}){let e=v(),n=t.round,o=n?.result;if(!n||!o)return null;let s=c=>P(t,c),r=o.spies.map(s),a=n.team?.captains??null,l=o.middle_card;return i`<div class="tv-reveal">
    <h1>${e.t("tv-round-over",{n:n.number})}</h1>
    <p class="step step-0 drum">${e.t("tv-and-the-spy")}</p>
    <p class="step step-1 big">${r.length>0?e.t("result-spy-was",{names:he(e,r),count:r.length}):l&&e.t("result-middle-was",{card:l.spy?e.t("result-spy-card"):l.location?.name??""})}</p>
    <div class="step step-2 big">${a?o.locations.map((c,d)=>i`<p>${e.t("team-location-of",{captain:s(a[d]),place:c.name})}</p>`):i`<p>${e.t("result-location-was",{place:o.locations.map(c=>c.name).join(", ")})}</p>`}</div>
    <ul class="step step-3 cards">
      ${o.cards.map(c=>i`<li><strong>${s(c.player_id)}</strong> ${c.card.spy?e.t("result-spy-card-short"):[c.card.location?.name,c.card.role].filter(Boolean).join(", ")}</li>`)}
    </ul>
    <p class="step step-4">${Le(e,o,s)}</p>
    <p class="step step-5 big"><strong>${Ne(e,o)}</strong></p>
  </div>`}function Jo(t){let e=t?.round;return e?{key:`${t?.game?.number}.${e.number}`,n:e.log.filter(n=>n.event.type==="time_up").length}:{key:"",n:0}}function Zo(t){let[e,n]=_(!1),o=K(Jo(null)),s=Jo(t);return T(()=>{e&&s.key===o.current.key&&s.n>o.current.n&&pt("time_up"),o.current=s},[s.key,s.n]),{on:e,turnOn:()=>n(Me())}}function Xo({sound:t}){let e=v();return t.on?i`<p class="tv-sound muted">${e.t("tv-sound-is-on")}</p>`:i`<p class="tv-sound"><button type="button" class="quiet small" onClick=${t.turnOn}>${e.t("tv-sound-on")}</button></p>`}function Qo({code:t}){let e=v(),[n,o]=_(null),[s,r]=_(0),[a,l]=_("live"),[c,d]=_(null);T(()=>{document.documentElement.classList.add("tv-screen");let f=ko(t,{onView:m=>(r(Date.parse(m.now)-Date.now()),o(m),d(null)),onLink:l,onRefused:d});return()=>(f.stop(),document.documentElement.classList.remove("tv-screen"))},[t,e.lang]);let u=Zo(n);return i`<main class="tv">
    <header class="tv-head">
      <div class="tv-code"><span class="muted">${e.t("lobby-code")}</span> <strong>${t}</strong></div>
      ${n&&i`<p class="tv-join">${e.t("tv-join",{url:n.table.join_url})}</p>`}
      <img class="qr" src=${`/r/${t}/qr.svg`} alt=${e.t("lobby-qr-alt",{code:t})} width="160" height="160" />
    </header>
    ${a==="reconnecting"&&i`<p class="banner" role="status">${e.t("app-reconnecting")}</p>`}
    ${c&&i`<${L} problem=${c} />`}
    ${n?i`<div class="tv-body-grid">
      <${Ar} view=${n} />
      <section class="tv-stage" aria-live="polite">${Cr(n,s,e)}</section>
    </div>`:!c&&i`<p class="muted">${e.t("app-loading")}</p>`}
    <${Xo} sound=${u} />
  </main>`}function Cr(t,e,n){let o=t.round,s=t.game,r=o?.result&&i`<${Ko} key=${`${s?.number}.${o.number}`} view=${t} />`;if(s?.over){let a=s.standings.filter(l=>l.rank===1).map(l=>P(t,l.player_id));return i`<div class="tv-final">${r}<div class="tv-game-over step-6">
      <h1>${n.t("result-game-over")}</h1>
      <p>${Bt(n,s.end_reason)} ${n.t("result-winner",{names:a.join(", ")})}</p>
      <${qt} view=${t} />
    </div></div>`}if(r)return r;if(!o||!s){let a=t.table.next_dealer_id;return i`<h1>${n.t("tv-waiting")}</h1>
      <p>${a?n.t("lobby-waiting-for-deal",{name:P(t,a)}):n.t("lobby-waiting-for-host")}</p>`}return i`<${Pr} view=${t} skew=${e} />`}function Pr({view:t,skew:e}){let n=v(),o=t.round,s=t.game,r=o.questions.at(-1),a=o.phase==="playing"||o.phase==="team_questions",l=o.vote;return i`<h1>${n.t("round-title",{n:o.number,total:s?.rounds_total??o.number})}</h1>
    <div class="tv-clock"><${rt} clock=${o.clock} skew=${e} paused=${!!o.paused} /></div>
    <${mt} view=${t} show=${()=>{}} />
    <${lt} view=${t} skew=${e} />
    ${a&&o.turn_player_id&&!l&&!o.paused&&i`<p class="tv-turn">${n.t("round-their-turn",{name:P(t,o.turn_player_id)})}</p>`}
    ${r&&i`<p class="tv-last">${n.t("round-log-asked",{actor:P(t,r.asker_id),subject:P(t,r.target_id)})}</p>`}
    ${l&&i`<${ct} view=${t} busy=${!0} act=${()=>{}} skew=${e} />`}
    ${o.final_voting&&i`<${ut} view=${t} />`}`}function Ar({view:t}){let e=v(),n=t.round,o=n&&!n.result&&!n.vote&&!n.paused?n.turn_player_id:null,s=t.players.filter(a=>a.present),r=a=>n?.result?.points.find(l=>l.player_id===a)?.points??0;return i`<section class="tv-players">
    <h2>${e.t("lobby-players")}</h2>
    <ol>${s.map(a=>a.id===Ae(t)?i`<li class="moderator"><span>${a.display_name}</span><strong>${e.t("moderator-tag")}</strong></li>`:i`<li class=${a.id===o?"turn":""}><span>${a.display_name}</span>
        ${n?.result?i`<strong class="swap"><span class="early" aria-hidden="true">${e.t("lobby-points",{n:a.score-r(a.id)})}</span>
              <span class="late">${e.t("lobby-points",{n:a.score})}<span class="gain">${r(a.id)>=0?"+":""}${r(a.id)}</span></span></strong>`:i`<strong>${e.t("lobby-points",{n:a.score})}</strong>`}</li>`)}</ol>
  </section>`}function es({session:t,setSession:e}){let n=v(),o=D(),[s,r]=_(""),[a,l]=_(""),[c,d]=_(t?.user.display_name??""),[u,f]=_("log_in"),m=t?.user.guest??!1,p=R=>{R.preventDefault(),o.run(async()=>{let E=m?await k.makeAccount({username:s,password:a,display_name:c||null}):u==="sign_up"?await k.signUp({username:s,password:a,display_name:c}):await k.logIn({username:s,password:a});e(E);let y=new URLSearchParams(location.search).get("next");Z(y&&y.startsWith("/")&&!y.startsWith("//")?y:"/")})},h=()=>o.run(async()=>{await k.logOut(),e(null)}),b=R=>E=>R(E.currentTarget.value),$=t&&!m;return i`<main class="page">
    <header class="bar"><${N} to="/">${n.t("app-back")}</${N}></header>
    <h1>${n.t("account-title")}</h1>
    ${t&&i`<p>${n.t("home-signed-in-as",{name:t.user.display_name})}${m?` (${n.t("home-guest")})`:""}</p>`}
    ${!$&&i`<form class="card" onSubmit=${p}>
      <h2>${m?n.t("account-make-account"):u==="sign_up"?n.t("account-sign-up"):n.t("account-log-in")}</h2>
      ${!m&&i`<div class="choices two" role="group">
        <button type="button" aria-pressed=${u==="log_in"} onClick=${()=>f("log_in")}>${n.t("account-log-in")}</button>
        <button type="button" aria-pressed=${u==="sign_up"} onClick=${()=>f("sign_up")}>${n.t("account-sign-up")}</button>
      </div>`}
      <label class="field">${n.t("account-username")}
        <input name="username" autocomplete="username" required value=${s} onInput=${b(r)} />
      </label>
      <label class="field">${n.t("account-password")}
        <input name="password" type="password" autocomplete=${u==="log_in"&&!m?"current-password":"new-password"}
          required value=${a} onInput=${b(l)} />
      </label>
      ${(m||u==="sign_up")&&i`<label class="field">${n.t("home-your-name")}
        <input name="display_name" autocomplete="nickname" maxlength="32" value=${c} onInput=${b(d)} />
      </label>`}
      <button class="primary" type="submit" disabled=${o.busy}>
        ${m?n.t("account-submit-make"):u==="sign_up"?n.t("account-submit-sign-up"):n.t("account-submit-log-in")}
      </button>
    </form>`}
    ${t&&i`<button type="button" class="quiet" disabled=${o.busy} onClick=${h}>${n.t("account-log-out")}</button>`}
    <${L} problem=${o.problem} />
  </main>`}function ts({session:t,setSession:e}){let n=v(),o=D(),[s,r]=_(null),[a,l]=_(""),[c]=_(()=>new URLSearchParams(location.search).get("claim")??""),[d,u]=_(c);T(()=>{c&&history.replaceState(history.state,"",location.pathname)},[]),T(()=>{t&&o.run(async()=>r(await k.myNights()))},[t?.token]);let f=t&&!t.user.guest,m=b=>{b.preventDefault(),o.run(async()=>Z(`/nights/${(await k.joinNight(a)).code}`))},h=i`<form class="card" onSubmit=${b=>{b.preventDefault(),o.run(async()=>{let $=await k.claimWalkIn(d);e({token:$.token,user:$.user,expires_at:$.expires_at}),Z(`/nights/${$.night.code}`)})}}>
    <h2>${n.t("nights-claim-title")}</h2>
    <p class="muted">${c?n.t("nights-claim-from-slip"):n.t("nights-claim-hint")}</p>
    <label class="field">${n.t("nights-claim-code")}
      <input name="claim-code" autocapitalize="characters" autocomplete="off" spellcheck="false" maxlength="32" required
        value=${d} onInput=${b=>u(b.currentTarget.value)} />
    </label>
    <button class=${c?"primary":""} type="submit" disabled=${o.busy||!d.trim()}>${n.t("nights-claim")}</button>
  </form>`;return i`<main class="page">
    <header class="bar"><${N} to="/">${n.t("app-back")}</${N}></header>
    <h1>${n.t("nights-title")}</h1>
    ${c&&h}
    ${s&&s.length>0&&i`<section class="card">
      <h2>${n.t("nights-mine")}</h2>
      <ul class="night-list">${s.map(b=>i`<li><${N} to=${`/nights/${b.code}`}>${b.name}</${N}> <span class="muted">${b.season} · ${n.t("nights-status",{status:b.status})}</span></li>`)}</ul>
    </section>`}
    ${s&&s.length===0&&i`<p class="muted">${n.t("nights-none")}</p>`}
    <form class="card" onSubmit=${m}>
      <h2>${n.t("nights-join-title")}</h2>
      ${f?i`<label class="field">${n.t("nights-code")}
            <input name="night-code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
              maxlength="16" required value=${a} onInput=${b=>l(b.currentTarget.value.toUpperCase())} />
          </label>
          <button class="primary" type="submit" disabled=${o.busy||!a.trim()}>${n.t("nights-join")}</button>`:i`<p class="muted">${n.t("nights-account-needed")} <${N} to="/account">${n.t("account-title")}</${N}></p>`}
    </form>
    ${!c&&h}
    <${L} problem=${o.problem} />
  </main>`}function ns({code:t,session:e,setSession:n}){let o=v(),[s,r]=_(null),[a,l]=_("live"),[c,d]=_(null),[u,f]=_(null),[m,p]=_(0);T(()=>{if(!e)return;d(null);let $=So(t,{onView:r,onLink:l,onRefused:R=>{R.code==="unauthorized"&&n(null),d(R)}});return f($.carrier),()=>$.stop()},[t,e?.token,m,o.lang]);let h=s?.my_table,b=i`<header class="bar">
    <${N} to="/nights">${o.t("nights-title")}</${N}>
    <span class="room-code">${t}</span>
  </header>`;if(!e||c){let $=!e||c?.code==="not_in_night";return i`<main class="page">${b}
      ${$?i`<${Lr} code=${t} session=${e} setSession=${n}
            onDone=${()=>p(m+1)} />`:i`<${L} problem=${c} /><${N} to="/nights">${o.t("nights-join-title")}</${N}>`}
    </main>`}return i`<main>
    <div class="page night">
      ${b}
      ${a==="reconnecting"&&!h&&i`<p class="banner reconnecting" role="status">${o.t("app-reconnecting")}</p>`}
      ${s?i`<section class="card" aria-live="polite">
            <h1>${s.name}</h1>
            <p class="muted">${s.season}</p>
            <p>${o.t("nights-status",{status:s.status})} · ${o.t("nights-playing-as",{name:s.me.display_name})}</p>
            ${s.announcement&&i`<p class="banner announcement">${s.announcement}</p>`}
            ${s.next_seating_at&&!h&&i`<p class="muted">${o.t("nights-next-seating",{time:Nr(s.next_seating_at,o.lang)})}</p>`}
            ${s.me.withdrawn&&i`<p class="notice">${o.t("nights-withdrawn")}</p>`}
            ${!s.me.withdrawn&&s.status!=="finished"&&!s.me.checked_in&&i`<${Mr} code=${t} onDone=${r} />`}
            ${s.me.sitting_out&&i`<p class="notice" role="status">${o.t("nights-sitting-out",{round:s.current_round??1})}</p>`}
            ${h?i`<p><strong>${o.t("nights-my-table",{table:h.table,round:h.round})}</strong></p>
                  <p class="muted">${h.players.map($=>$.display_name).join(", ")}</p>`:s.status!=="finished"&&s.me.checked_in&&!s.me.sitting_out&&!s.me.withdrawn&&i`<p class="notice" role="status">${o.t("nights-wait-seating")}</p>`}
          </section>`:i`<p class="muted">${o.t("app-loading")}</p>`}
      ${s&&i`<${Or} code=${t} version=${s.version} />`}
    </div>
    ${h&&i`<${ht} key=${h.room_code} code=${h.room_code} session=${e} setSession=${n}
      carrier=${u} embedded />`}
  </main>`}function Nr(t,e){return new Intl.DateTimeFormat(e,{hour:"2-digit",minute:"2-digit"}).format(new Date(t))}function Lr({code:t,session:e,setSession:n,onDone:o}){let s=v(),r=D(),[a,l]=_(e?.user.display_name??"");return i`<form class="card" onSubmit=${d=>{d.preventDefault(),r.run(async()=>{await Q(a,e,n),await k.checkIn(t),o()})}}>
    <h1>${s.t("nights-door-title")}</h1>
    <p>${s.t("nights-check-in-hint")}</p>
    ${!e&&i`<${ne} value=${a} onInput=${l} />`}
    <button class="primary" type="submit" disabled=${r.busy||!e&&!a.trim()}>${s.t("nights-check-in")}</button>
    <${L} problem=${r.problem} />
    ${(!e||e.user.guest)&&i`<p class="muted">${s.t("nights-have-account")} <${N} to=${`/account?next=${encodeURIComponent(`/nights/${t}`)}`}>${s.t("nights-sign-in")}</${N}></p>`}
  </form>`}function Mr({code:t,onDone:e}){let n=v(),o=D();return i`<div>
    <p>${n.t("nights-check-in-hint")}</p>
    <button class="primary" type="button" disabled=${o.busy}
      onClick=${()=>o.run(async()=>e(await k.checkIn(t)))}>${n.t("nights-check-in")}</button>
    <${L} problem=${o.problem} />
  </div>`}function Or({code:t,version:e}){let n=v(),o=D(),[s,r]=_(!1),[a,l]=_(null);return T(()=>{s&&o.run(async()=>l(await k.nightStandings(t)))},[t,e,s]),i`<details class="card" onToggle=${c=>r(c.currentTarget.open)}>
    <summary>${n.t("nights-standings")}</summary>
    <${L} problem=${o.problem} />
    <ol class="standings">
      ${(a?.standings??[]).map(c=>i`<li value=${c.rank} class=${c.me?"me":""}>${c.display_name}: ${n.t("lobby-points",{n:c.points})} · ${n.t("nights-rounds-played",{n:c.rounds_played})} · ${n.t("ledger-spy",{n:c.spy_rounds,expected:c.expected_spy_rounds})}${c.me?` (${n.t("lobby-you")})`:""}</li>`)}
    </ol>
  </details>`}var Xt=8,os=100,Ir=t=>t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu,"-").replace(/^-+|-+$/g,""),Dr=t=>t.map(e=>e.roles.length?`${e.name}: ${e.roles.join(", ")}`:e.name).join(`
`);function jr(t,e,n){let o=e.split(`
`).map(r=>r.trim()).filter(Boolean).map(r=>{let[a,l=""]=r.split(/:(.*)/s);return{name:a.trim(),roles:l.split(",").map(c=>c.trim()).filter(Boolean)}});if(!t.trim())return{wrong:"list-wrong-name"};if(o.length<Xt||o.length>os)return{wrong:"list-wrong-count"};let s=new Set(o.map(r=>Ir(r.name)));return s.has("")||s.size!==o.length?{wrong:"list-wrong-twice"}:{draft:{name:t.trim(),language:n,locations:o}}}function ft({current:t,busy:e,onSave:n,onCancel:o}){let s=v(),[r,a]=_(t?.name??""),[l,c]=_(t?Dr(t.locations):""),[d,u]=_(null),f=l.split(`
`).filter(p=>p.trim()).length;return i`<form class="list-editor" onSubmit=${p=>{p.preventDefault();let h=jr(r,l,t?.language??s.lang);if("wrong"in h)return u(h.wrong);u(null),n(h.draft)}}>
    <label class="field">${s.t("list-name")}
      <input name="list_name" maxlength="32" required value=${r}
        onInput=${p=>a(p.currentTarget.value)} />
    </label>
    <label class="field">${s.t("list-locations")}
      <textarea name="locations" rows="12" value=${l}
        onInput=${p=>c(p.currentTarget.value)}></textarea>
    </label>
    <p class="muted">${s.t("list-locations-hint",{min:Xt})} ${s.t("list-count",{count:f})}</p>
    ${d&&i`<p class="error" role="alert">${s.t(d,{min:Xt,max:os})}</p>`}
    <div class="actions">
      <button class="primary" type="submit" disabled=${e}>${s.t("list-save")}</button>
      ${o&&i`<button type="button" onClick=${o}>${s.t("list-cancel")}</button>`}
    </div>
  </form>`}function ss({session:t,setSession:e}){let n=v(),o=D(),[s,r]=_(null),[a,l]=_(!1),[c,d]=_(t?.user.display_name??""),[u,f]=_("");T(()=>{t&&o.run(async()=>r((await k.myLists()).packs))},[t?.token]);let m=h=>o.run(async()=>{await Q(c,t,e),Z(`/lists/${(await k.makeList(h)).share_code}`)}),p=h=>{h.preventDefault();let b=u.trim().split("/lists/").pop()??"";Z(`/lists/${b.replace(/[\s/-]/g,"").toUpperCase()}`)};return i`<main class="page lists">
    <header class="bar"><${N} to="/">${n.t("app-back")}</${N}></header>
    <h1>${n.t("lists-title")}</h1>
    <p class="muted">${n.t("lists-intro")}</p>
    ${!t&&i`<section class="card"><${ne} value=${c} onInput=${d} /></section>`}
    ${t&&i`<section class="card">
      <h2>${n.t("lists-mine")}</h2>
      ${s?.length===0&&i`<p class="muted">${n.t("lists-none")}</p>`}
      <ul class="my-lists">
        ${(s??[]).map(h=>i`<li>
            <${N} to=${`/lists/${h.share_code}`}>${h.name}</${N}>
            <span class="muted"> ${n.t("list-count",{count:h.location_count})}, ${h.made_by_me?n.t("lists-yours"):n.t("lists-added")}</span>
          </li>`)}
      </ul>
    </section>`}
    <section class="card">
      <h2>${n.t("lists-new")}</h2>
      ${a?i`<${ft} busy=${o.busy||!t&&!c.trim()} onSave=${m} onCancel=${()=>l(!1)} />`:i`<button type="button" onClick=${()=>l(!0)}>${n.t("lists-new")}</button>`}
    </section>
    <form class="card" onSubmit=${p}>
      <h2>${n.t("lists-add-title")}</h2>
      <label class="field">${n.t("lists-add-code")}
        <input name="list_code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
          maxlength="200" required value=${u}
          onInput=${h=>f(h.currentTarget.value)} />
      </label>
      <button class="primary" type="submit" disabled=${!u.trim()}>${n.t("lists-add")}</button>
    </form>
    <${L} problem=${o.problem} />
  </main>`}function rs({code:t,session:e,setSession:n}){let o=v(),s=D(),[r,a]=_(null),[l,c]=_(!1),[d,u]=_(e?.user.display_name??"");T(()=>{e&&s.run(async()=>a(await k.sharedList(t)))},[t,e?.token]);let f=b=>{b.preventDefault(),s.run(async()=>{await Q(d,e,n),a(await k.sharedList(t))})},m=b=>s.run(async()=>{r&&(a(await k.changeList(r.id,b)),c(!1))}),p=()=>s.run(async()=>{if(!r)return;let{view:b}=await k.createRoom({pack_ids:[r.id]});Z(`/r/${b.code}`)}),h=i`<header class="bar"><${N} to="/lists">${o.t("lists-title")}</${N}></header>`;return e?r?i`<main class="page list" data-version=${r.version}>${h}
    <h1>${r.name}</h1>
    <p class="muted">${r.made_by_me?o.t("list-by-you"):o.t("list-added")}</p>
    ${l?i`<section class="card"><${ft} current=${r} busy=${s.busy} onSave=${m} onCancel=${()=>c(!1)} /></section>`:i`<section class="card">
          <h2>${o.t("list-count",{count:r.locations.length})}</h2>
          <ul class="list-locations">
            ${r.locations.map(b=>i`<li><span class="location-name">${b.name}</span>${b.roles.length>0&&i`<span class="muted">: ${b.roles.join(", ")}</span>`}</li>`)}
          </ul>
          ${r.made_by_me&&i`<button type="button" onClick=${()=>c(!0)}>${o.t("list-edit")}</button>`}
        </section>`}
    <${Fr} list=${r} />
    <div class="actions">
      <button class="primary" type="button" disabled=${s.busy} onClick=${p}>${o.t("list-play")}</button>
    </div>
    <${L} problem=${s.problem} />
  </main>`:i`<main class="page list">${h}
      ${s.problem?i`<${L} problem=${s.problem} />`:i`<p class="muted">${o.t("app-loading")}</p>`}
    </main>`:i`<main class="page list">${h}
      <form class="card" onSubmit=${f}>
        <h1>${o.t("list-open-title")} <span class="share-code">${t}</span></h1>
        <${ne} value=${d} onInput=${u} />
        <button class="primary" type="submit" disabled=${s.busy||!d.trim()}>${o.t("list-open")}</button>
      </form>
      <${L} problem=${s.problem} />
    </main>`}function Fr({list:t}){let e=v(),[n,o]=_(!1),s=async()=>{await Qe(t.share_url,".share-link input"),o(!0)};return i`<section class="card share">
    <h2>${e.t("list-share-title")}</h2>
    <p>${e.t("list-share")}</p>
    <p class="join-code"><span class="muted">${e.t("list-code")}</span> <strong class="share-code">${t.share_code}</strong></p>
    <label class="field share-link">${e.t("list-link")}
      <input type="text" readonly value=${t.share_url} onFocus=${r=>r.currentTarget.select()} />
    </label>
    <div class="actions">
      <button type="button" onClick=${s}>${n?e.t("list-copied"):e.t("list-copy")}</button>
    </div>
    <img class="qr" src=${`/lists/${t.share_code}/qr.svg`} alt=${e.t("list-qr-alt",{code:t.share_code})} width="180" height="180" />
  </section>`}var as=["/","/r/{code}","/r/{code}/tv","/nights","/nights/{code}","/account","/lists","/lists/{code}"];var Ur=t=>new RegExp(`^${t.replace("{code}","([A-Za-z0-9]{1,16})")}/?$`),Wr=as.map(t=>({page:t,re:Ur(t)}));function is(t){for(let{page:e,re:n}of Wr){let o=n.exec(t);if(o)return{page:e,code:(o[1]??"").toUpperCase()}}return{page:"/",code:""}}function ls({messages:t,arriving:e}){let[n,o]=_(t),[s,r]=_(!1),a=K(0),[l,c]=_(fe),[d,u]=_(location.pathname),f=n.lang;lo(f);let m=y=>{let S=++a.current;y.then(M=>a.current===S&&(o(M),r(!1)),()=>a.current===S&&r(!0))};T(()=>{e&&m(e)},[]),T(()=>{let y=()=>u(location.pathname);return addEventListener("popstate",y),()=>removeEventListener("popstate",y)},[]),T(()=>{document.documentElement.lang=f,document.title=n.t("app-title")},[f]);let h={session:l,setSession:y=>{Ze(y),c(y)}},{page:b,code:$}=is(d),E={"/r/{code}":()=>i`<${ht} key=${$} code=${$} ...${h} />`,"/r/{code}/tv":()=>i`<${Qo} key=${$} code=${$} />`,"/nights/{code}":()=>i`<${ns} key=${$} code=${$} ...${h} />`,"/nights":()=>i`<${ts} ...${h} />`,"/account":()=>i`<${es} ...${h} />`,"/lists":()=>i`<${ss} ...${h} />`,"/lists/{code}":()=>i`<${rs} key=${$} code=${$} ...${h} />`}[b]?.()??i`<${$o} ...${h} />`;return i`<${Je.Provider} value=${n}>
    ${E}
    <footer class="page footer">
      <label>
        ${n.t("app-language")}
        <select
          value=${f}
          onChange=${y=>{let S=y.currentTarget.value;m(Ke(S).then(M=>(Jn(S),M)))}}
        >
          ${Object.entries(It).map(([y,S])=>i`<option value=${y} lang=${y}>${S}</option>`)}
        </select>
      </label>
      ${s&&i`<p class="error" role="alert">${n.t("app-language-unavailable")}</p>`}
    </footer>
  </${Je.Provider}>`}var qr=3e3,Br=15e3,gt=document.getElementById("app");if(gt){let t=Ke(Kn()).catch(()=>me),e=_o()?Br:qr,n=new Promise(o=>setTimeout(()=>o(null),e));Promise.race([t,n]).then(o=>{yo(gt),pn(i`<${ls} messages=${o??me} arriving=${o?null:t} />`,gt),bo(gt)})}"serviceWorker"in navigator&&navigator.serviceWorker.register("/sw.js").catch(()=>{});
