var No=Object.defineProperty;var Lo=(t,e,n)=>e in t?No(t,e,{enumerable:!0,configurable:!0,writable:!0,value:n}):t[e]=n;var B=(t,e,n)=>Lo(t,typeof e!="symbol"?e+"":e,n);var O,Nt,Mo,ne,Qe,Pe,Lt,Ee,Mt,nt,et,Ot,ge=Symbol.for("pv"),Ae={},Ne=[],Oo=/^m(i|n|o|s|text|space)$/,ot=Array.isArray,st=Ne.slice,ue=Object.assign;function le(t){t&&t.parentNode&&t.remove()}function It(t,e,n){var o,s,r,a={},i=arguments.length;for(r in e)r=="key"?o=e[r]:r=="ref"&&typeof t!="function"?s=e[r]:a[r]=e[r];return i>2&&(a.children=i>3?st.call(arguments,2):n),fe(t,a,o,s,null)}function fe(t,e,n,o,s){var r={type:t,props:e,key:n,ref:o,__k:null,__:null,__b:0,__e:null,__c:null,constructor:ge,__v:s||++Nt,__i:-1,__u:0};return!s&&O.vnode&&O.vnode(r),r}function Le(t){return t.children}function Re(t,e){this.props=t,this.context=e,this.__g=0}function oe(t,e){if(e==null)return t.__&&oe(t.__,t.__i+1);for(var n;e<t.__k.length;e++)if((n=t.__k[e])&&n.__e)return n.__e;return typeof t.type!="function"||t.props.__P?null:oe(t)}function Io(t){var e,n=t.__v,o=n.__e,s=[],r=[],a=t.__P;a&&((e=ue({constructor:ge},n)).__v=n.__v+1,O.vnode&&O.vnode(e),rt(a,e,n,t.__n,a.namespaceURI,32&n.__u?[o]:null,s,o||oe(n),32&n.__u,r),e.__v=n.__v,e.__.__k[e.__i]=e,Vt(s,e,r),n.__=n.__e=null,e.__e!=o&&Dt(e))}function Dt(t){if((t=t.__)&&t.__c&&!t.props.__P)return t.__e=null,t.__k.some(function(e){return e&&(t.__e=e.__e)}),Dt(t)}function tt(t){(8&t.__g||(t.__g|=8,ne.push(t),Pe++))&&Qe==O.debounceRendering||((Qe=O.debounceRendering)||queueMicrotask)(jt)}function jt(){try{for(var t,e=1;ne.length;)ne.length>e&&ne.sort(Lt),t=ne.shift(),e=ne.length,8&t.__g&&Io(t)}finally{(Pe=ne.length)&&(Qe||queueMicrotask)(jt)}}function Ft(t,e,n,o,s,r,a,i,u,p,c){var m,f,d,h,b,v,x=o.__k||Ne,T=e.length;for(u=Do(n,e,x,u,T),m=0;m<T;m++)(d=n.__k[m])!=null&&(f=~d.__i&&x[d.__i]||Ae,d.__i=m,v=rt(t,d,f,s,r,a,i,u,p,c),h=d.__e,(f.ref!=d.ref||8&f.__u)&&(f.ref&&at(f.ref,null,d,f),d.ref&&c.push(d.ref,d.__c||h,d)),b=b||h,4&d.__u?(u=Ut(d,u,t,!f.__v),f.__e&&(f.__e=null)):typeof d.type=="function"&&v!==void 0?u=v:h&&(u=h.nextSibling),d.__u&=-21);return n.__e=b,u}function Do(t,e,n,o,s){var r,a,i,u,p,c,m,f,d,h=n.length,b=h,v=0,x=0,T=t.__k=Array(s);for(r=0;r<s;r++)(a=e[r])!=null&&typeof a!="boolean"&&typeof a!="function"?(typeof a!="object"||a.constructor===String?a=T[r]=fe(null,a):ot(a)?a=T[r]=fe(Le,{children:a}):a.constructor===ge&&a.__b?a=T[r]=fe(a.type,a.props,a.key,a.ref,a.__v):T[r]=a,u=r+v,a.__=t,a.__b=t.__b+1,i=null,~(p=a.__i=jo(a,n,u,b))&&(b--,(i=n[p])&&(i.__u|=2)),i&&i.__v?(a.__u|=16,p==u-1?v--:p==u+1?v++:p!=u&&(p>u?v--:v++,x=1)):(~p||(s>h?v--:s<h&&v++),typeof a.type!="function"&&(a.__u|=4))):T[r]=null;if(x){for(c=[],m=[],r=0;r<s;r++)if((a=T[r])&&16&a.__u){for(v=0,f=c.length;v<f;)c[d=v+f>>1]<a.__i?v=d+1:f=d;c[v]=a.__i,m[r]=v+1}for(v=c.length;r--;)m[r]&&(m[r]==v?v--:T[r].__u|=4)}if(b)for(r=0;r<h;r++)!(i=n[r])||2&i.__u||(i.__e==o&&(o=oe(i)),it(i,i));return o}function Ut(t,e,n,o){var s,r,a,i;if(typeof t.type=="function"){if(t.props.__P)return e;if(s=t.__k)for(r=0;r<s.length;r++)s[r]&&(s[r].__=t,e=Ut(s[r],e,n,!1));return e}for(e&&!e.parentNode&&(e=oe(t))&&!e.parentNode&&(e=null),a=t.__e,i=e;i&&i.nodeType==8;)i=i.nextSibling;for(a!=i&&(!o&&n.moveBefore&&a.parentNode?n.moveBefore(a,e):n.insertBefore(a,e||null)),e=a;(e=e&&e.nextSibling)&&e.nodeType==8&&!e.data.startsWith("$s"););return e}function jo(t,e,n,o){var s,r=t.key,a=t.type,i=e[n],u=i&&!(2&i.__u);if(i===null&&r==null||u&&r==i.key&&a==i.type)return n;if(o>(u?1:0)){for(s=n-1;s>=0;s--)if((i=e[s])&&!(2&i.__u)&&r==i.key&&a==i.type)return s;for(s=n+1;s<e.length;s++)if((i=e[s])&&!(2&i.__u)&&r==i.key&&a==i.type)return s}return-1}function At(t,e,n){n==null&&(n=""),e[0]=="-"?t.setProperty(e,n):t[e]=n}function xe(t,e,n,o,s){var r,a;if(e=="style")if(typeof n=="string")t.style.cssText=n;else{if(typeof o=="string"&&(t.style.cssText=o=""),o)for(e in o)n&&e in n||At(t.style,e);if(n)for(e in n)o&&n[e]==o[e]||At(t.style,e,n[e])}else if(e[0]=="o"&&e[1]=="n")typeof n!="function"&&(n=null),typeof o!="function"&&(o=null),(t.__e||(t.__e={}))[e]=n,n&&o||(a=et[e]||(et[e]=Fo(e)),(t.__a||(t.__a={}))[e]=nt,r=e!=(e=e.replace(Mt,"$1")),(e=e.slice(2))[0]<"a"&&(e=e.toLowerCase()),n?t.addEventListener(e,a,r):t.removeEventListener(e,a,r));else{if(s=="http://www.w3.org/2000/svg")e=e.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if(e!="width"&&e!="height"&&e!="href"&&e!="list"&&e!="form"&&e!="tabIndex"&&e!="download"&&e!="rowSpan"&&e!="colSpan"&&e!="role"&&e!="popover"&&e in t)try{return void(t[e]=n??"")}catch{}if(typeof n=="function")return;n==null||n===!1&&e[4]!="-"?t.removeAttribute(e):t.setAttribute(e,e=="popover"&&n==1?"":n)}}function Fo(t){return function(e){var n=this.__e;if(n){if(n=n[t],e[Ee]==null)e[Ee]=nt++;else if(e[Ee]<this.__a[t])return;return n(O.event?O.event(e):e)}}}function rt(t,e,n,o,s,r,a,i,u,p){var c,m,f,d,h,b,v,x,T,_,k,M,j,E,P,g,$,C,U=e.type;if(e.constructor!==ge)return null;128&n.__u&&(u=32&n.__u,c=n.__c.__z)&&(e.__u|=u,m=r=[],c.nodeType==8?i=Ce(c,r):r.push(c),i=r[0]||i),(c=O.__b)&&c(e);e:if(typeof U=="function"){f=a.length;try{if(x=e.props,T=(c=U.prototype)&&c.render,_=(c=U.contextType)&&o[c.__c],k=c?_?_.props.value:c.__:o,(d=n.__c)?(e.__c=d,2&d.__g&&(d.__g|=1)):(T?e.__c=d=new U(x,k):(e.__c=d=new Re(x,k),d.constructor=U,d.render=Wo),_&&_.sub(d),d.state||(d.state={}),d.__n=o,d.__g|=8,d.__h=[],d.__k=[]),T&&(d.__s||(d.__s=d.state),U.getDerivedStateFromProps&&(d.__s==d.state&&(d.__s=ue({},d.__s)),ue(d.__s,U.getDerivedStateFromProps(x,d.__s)))),h=d.props,b=d.state,d.__v=e,n.__c){if(x!==h&&T&&!U.getDerivedStateFromProps&&d.componentWillReceiveProps&&d.componentWillReceiveProps(x,k),e.__v==n.__v&&!(8&d.__g)||!(4&d.__g)&&d.shouldComponentUpdate&&d.shouldComponentUpdate(x,d.__s,k)===!1){e.__v!=n.__v&&(d.props=x,d.state=d.__s,d.__g&=-9),e.__e=n.__e,e.__k=n.__k,e.__k.some(function(W){W&&(W.__=e)}),Ne.push.apply(d.__h,d.__k),d.__k=[],d.__h.length&&a.push(d),i=oe(n);break e}d.componentWillUpdate&&d.componentWillUpdate(x,d.__s,k),T&&d.componentDidUpdate&&d.__h.push(function(){d.componentDidUpdate(h,b,v)})}else T&&!U.getDerivedStateFromProps&&d.componentWillMount&&d.componentWillMount(),T&&d.componentDidMount&&d.__h.push(d.componentDidMount);d.context=k,d.props=x,d.__P=t,d.__g&=-5,M=O.__r,j=T?25:0;do d.__g&=-9,M&&M(e),c=d.render(d.props,d.state=d.__s,d.context);while(8&d.__g&&++j<25);T&&(Ne.push.apply(d.__h,d.__k),d.__k=[]),d.state=d.__s,d.getChildContext&&(o=ue({},o,d.getChildContext())),T&&n.__c&&d.getSnapshotBeforeUpdate&&(v=d.getSnapshotBeforeUpdate(h,b)),E=c&&c.type===Le&&c.key==null?c.props.children:c,x.__P&&(c=i,s=(t=x.__P).namespaceURI,u=r=null,n.props&&n.props.__P!=t&&(n.__k.some(function(W){W&&it(W,W)}),n.__k=null),i=n.__k?oe(n,0):null),i=Ft(t,ot(E)?E:[E],e,n,o,s,r,a,i,u,p),x.__P&&(e.__e=null,i=c),e.__u&=-161,m&&m.some(le),d.__h.length&&a.push(d),1&d.__g&&(d.__g&=-4)}catch(W){if(a.length=f,e.__v=null,u||r)if(W&&W.then){if(e.__u|=128|u,r){for(~($=r.indexOf(i||void 0))||($=r.length);(C=r[$-1])&&C.nodeType==8;)$--;for(;$<r.length;$++)if(C=r[$])if(r[$]=null,P){if(C==g)break}else{if(C.nodeType!=8)break;C.data.startsWith("$s")&&(g=Ce(P=C))}}if(!P){for(;i&&i.nodeType==8&&i.nextSibling;)i=i.nextSibling;P=i}(c=Ce(P=e.__c.__z||(e.__c.__z=P)))?(e.__e=P,i=c):e.__e=i,i=i&&i.nextSibling}else r&&r.some(le);else e.__e=n.__e;e.__k||(e.__k=n.__k||[]),W&&W.then||Wt(e),O.__e(W,e,n)}}else i=e.__e=Uo(n.__e,e,n,o,s,r,a,u,p,t);return(c=O.diffed)&&c(e),i}function Ce(t,e){if(t&&t.nodeType==8&&t.data.startsWith("$s"))for(var n=1;t=t.nextSibling;){if(t.nodeType==8){if(t.data.startsWith("$s"))n++;else if(t.data.startsWith("/$s")&&!--n)return t}e&&e.push(t)}}function Wt(t){t&&(t.__c&&(t.__c.__g|=4),t.__k&&t.__k.some(Wt))}function Vt(t,e,n){for(var o=0;o<n.length;)at(n[o++],n[o++],n[o++]);O.__c&&O.__c(e,t),t.some(function(s){try{t=s.__h,s.__h=[],t.some(function(r){r.call(s)})}catch(r){O.__e(r,s.__v)}})}function Uo(t,e,n,o,s,r,a,i,u,p){var c,m,f,d,h,b,v,x,T=n.props||Ae,_=e.props,k=e.type;if(k=="svg"?s="http://www.w3.org/2000/svg":k=="math"?s="http://www.w3.org/1998/Math/MathML":s||(s="http://www.w3.org/1999/xhtml"),r){for(c=0;c<r.length;c++)if((h=r[c])&&(k?h.localName==k:h.nodeType==3)){t=h,r[c]=null;break}}if(!t){if(x=p.ownerDocument||document,!k)return x.createTextNode(_);t=x.createElementNS(s,k,_.is?_:p),i&&(O.__m&&O.__m(e,r),i=!1),r=null}if(k){if(p=k=="template"&&t.content||t,r=k=="textarea"&&_.defaultValue!=null?null:r&&st.call(p.childNodes),!i&&r)for(T={},c=0;c<t.attributes.length;c++)T[(h=t.attributes[c]).name]=h.value;for(c in T)h=T[c],c=="dangerouslySetInnerHTML"?f=h:c=="children"||c in _||c=="value"&&"defaultValue"in _||c=="checked"&&"defaultChecked"in _||xe(t,c,null,h,s);for(c in _)h=_[c],c=="children"?d=h:c=="dangerouslySetInnerHTML"?m=h:c=="value"?b=h:c=="checked"?v=h:i&&typeof h!="function"||T[c]===h||xe(t,c,h,T[c],s);m?(i||f&&(m.__html==f.__html||m.__html==t.innerHTML)||(t.innerHTML=m.__html),e.__k=[]):(f&&(t.textContent=""),(k=="foreignObject"||s=="http://www.w3.org/1998/Math/MathML"&&Oo.test(k))&&(s="http://www.w3.org/1999/xhtml"),Ft(p,ot(d)?d:[d],e,n,o,s,r,a,r?r[0]:n.__k&&oe(n,0),i,u),r&&r.some(le)),i&&k!="textarea"||(c="value",k=="progress"&&b==null?t.removeAttribute(c):b==null||b===t[c]&&(k!="progress"||b)||xe(t,c,b,T[c],s),c="checked",v!=null&&v!=t[c]&&xe(t,c,v,T[c],s))}else T===_||i&&t.data==_||(t.data=_);return t}function at(t,e,n,o){try{typeof t=="function"?e?e.__x=t(e)||1:o&&(o=o.__c||o.__e)&&(e=o.__x)&&(o.__x=null,typeof e=="function"?e():t(null)):t.current=e}catch(s){O.__e(s,n)}}function it(t,e,n){var o,s,r,a;if(O.unmount&&O.unmount(t),!(o=t.ref)||o.current&&o.current!=t.__e||at(o,null,e,t),o=t.__c){if(o.componentWillUnmount)try{o.componentWillUnmount()}catch(i){O.__e(i,e)}o.__P=o.__n=null}if(o=t.__k)for(a=0;a<o.length;a++)o[a]&&it(o[a],e,typeof t.type!="function"||n&&!t.props.__P);!n&&(o=t.__c)&&(o=o.__z)&&(s=Ce(o,r=[]))&&(o==t.__e&&r.some(le),le(s),le(o)),n||le(t.__e),t.__e=t.__c=t.__=null}function Wo(t,e,n){return this.constructor(t,n)}function qt(t,e){var n,o,s,r;O.__&&O.__(t,e),e.nodeType==9&&(e=e.documentElement),o=(n=t&&32&t.__u)?null:e.__k,e.__k=fe(Le,{children:[t]}),s=[],r=[],rt(e,e.__k,o||Ae,Ae,e.namespaceURI,o?null:e.firstChild?st.call(e.childNodes):null,s,o?o.__e:e.firstChild,n,r),Vt(s,e.__k,r),e.__k.props.children=null}function zt(t){function e(n){var o,s;return this.getChildContext||(o=new Set,(s={})[e.__c]=this,this.getChildContext=function(){return s},this.shouldComponentUpdate=function(r){this.props.value!=r.value&&o.forEach(function(a){a.__g|=4,tt(a)})},this.sub=function(r){o.add(r);var a=r.componentWillUnmount;r.componentWillUnmount=function(){o.delete(r),a&&a.call(r)}}),n.children}return e.__c="__cC"+Ot++,e.__=t,e.Provider=(e.Consumer=function(n,o){return n.children(o)}).contextType=e,e}O={__e:function(t,e,n,o){for(var s,r,a;e=e.__;)if((s=e.__c)&&!(1&s.__g)){s.__g|=4;try{if((a=(r=s.constructor)&&r.getDerivedStateFromError)&&s.setState(r.getDerivedStateFromError(t)),s.componentDidCatch&&(s.componentDidCatch(t,o||{}),a=1),a&&8&s.__g)return void(s.__g|=2)}catch(i){t=i}}throw Pe=0,t}},Nt=0,Mo=function(t){return t!=null&&t.constructor===ge},Re.prototype.setState=function(t,e){var n=this.__s;n&&n!=this.state||(n=this.__s=ue({},this.state)),typeof t=="function"&&(t=t(ue({},n),this.props)),t&&(ue(n,t),this.__v&&(e&&this.__k.push(e),tt(this)))},Re.prototype.forceUpdate=function(t){this.__v&&(this.__g|=4,t&&this.__h.push(t),tt(this))},Re.prototype.render=Le,ne=[],Pe=0,Lt=function(t,e){return t.__v.__b-e.__v.__b},Ee=Symbol(),Mt=/(PointerCapture)$|Capture$/i,nt=0,et={},Ot=0;var Ht=function(t,e,n,o){var s;e[0]=0;for(var r=1;r<e.length;r++){var a=e[r++],i=e[r]?(e[0]|=a?1:2,n[e[r++]]):e[++r];a===3?o[0]=i:a===4?o[1]=Object.assign(o[1]||{},i):a===5?(o[1]=o[1]||{})[e[++r]]=i:a===6?o[1][e[++r]]+=i+"":a?(s=t.apply(i,Ht(t,i,n,["",null])),o.push(s),i[0]?e[0]|=2:(e[r-2]=0,e[r]=s)):o.push(i)}return o},Bt=new Map;function Gt(t){var e=Bt.get(this);return e||(e=new Map,Bt.set(this,e)),(e=Ht(this,e.get(t)||(e.set(t,e=(function(n){for(var o,s,r=1,a="",i="",u=[0],p=function(f){r===1&&(f||(a=a.replace(/^\s*\n\s*|\s*\n\s*$/g,"")))?u.push(0,f,a):r===3&&(f||a)?(u.push(3,f,a),r=2):r===2&&a==="..."&&f?u.push(4,f,0):r===2&&a&&!f?u.push(5,0,!0,a):r>=5&&((a||!f&&r===5)&&(u.push(r,0,a,s),r=6),f&&(u.push(r,f,0,s),r=6)),a=""},c=0;c<n.length;c++){c&&(r===1&&p(),p(c));for(var m=0;m<n[c].length;m++)o=n[c][m],r===1?o==="<"?(p(),u=[u],r=3):a+=o:r===4?a==="--"&&o===">"?(r=1,a=""):a=o+a[0]:i?o===i?i="":a+=o:o==='"'||o==="'"?i=o:o===">"?(p(),r=1):r&&(o==="="?(r=5,s=a,a=""):o==="/"&&(r<5||n[c][m+1]===">")?(p(),r===3&&(u=u[0]),r=u,(u=u[0]).push(2,0,r),r=0):o===" "||o==="	"||o===`
`||o==="\r"?(p(),r=2):a+=o),r===3&&a==="!--"&&(r=4,u=u[0])}return p(),u})(t)),e),arguments,[])).length>1?e:e[0]}var l=Gt.bind(It);var ce,F,lt,Yt,ut=Object.is,Me=0,on=[],ct=[],V=O,Kt=V.__b,Jt=V.__r,Zt=V.diffed,Xt=V.__c,Qt=V.unmount,en=V.__;function Oe(t,e){V.__h&&V.__h(F,t,Me||e),Me=0;var n=F.__H||(F.__H={__:[],__h:[]});return t>=n.__.length&&n.__.push({}),n.__[t]}function y(t){return Me=1,Vo(an,t)}function Vo(t,e,n){var o=Oe(ce++,2);if(o.t=t,!o.__c&&(o.__=[n?n(e):an(void 0,e),function(r){var a=(o.__N||o.__)[0],i=o.t(a,r);ut(a,i)||(o.__N=[i,o.__[1]],o.__c.setState({}))}],o.__c=F,!F.__f)){F.__f=!0;var s=F.shouldComponentUpdate;F.shouldComponentUpdate=function(r,a,i){var u=this.__H;if(!u)return!0;var p=!1,c=this.props!=r;if(u.__.some(function(f){f.__N&&(p=!0,ut(f.__[0],f.__N[0])||(c=!0))}),s){var m=s.call(this,r,a,i);return p?m||c:m}return!p||c}}return o.__}function R(t,e){var n=Oe(ce++,3);!V.__s&&rn(n.__H,e)&&(n.__P=!0,n.__=t,n.u=e,F.__H.__h.push(n))}function se(t){return Me=5,qo(function(){return{current:t}},[])}function qo(t,e){var n=Oe(ce++,7);return rn(n.__H,e)&&(n.__=t(),n.__H=e),n.__}function sn(t){var e=F.context[t.__c],n=Oe(ce++,9);return n.c=t,e?(n.__==null&&(n.__=!0,e.sub(F)),e.props.value):t.__}function zo(){var t;do{for(;t=ct.shift();)try{_e(t)}catch(n){V.__e(n,{__:(t=t.__P)&&t.__v})}for(;t=on.shift();){var e=t.__H;if(t.__P&&e)try{e.__h.some(_e),e.__h.some(dt),e.__h=[]}catch(n){e.__h=[],V.__e(n,t.__v)}}}while(ct.length)}V.__b=function(t){F=null,Kt&&Kt(t)},V.__=function(t,e){t&&e.__k&&e.__k.__m&&(t.__m=e.__k.__m),en&&en(t,e)},V.__r=function(t){Jt&&Jt(t),ce=0;var e=(F=t.__c).__H;e&&(lt==F?F.__h=[]:(e.__h.some(_e),e.__h.some(dt),ce=0),e.__h=[],e.__.some(function(n){n.__N&&(n.__=n.__N),n.u=n.__N=void 0})),lt=F},V.diffed=function(t){Zt&&Zt(t);var e=t.__c;e&&e.__H&&(e.__H.__h.length&&nn(on.push(e)),e.__H.__.some(function(n){n.u&&(n.__H=n.u)})),lt=F=null},V.__c=function(t,e){e.some(function(n){try{n.__h.some(_e),n.__h=n.__h.filter(function(o){return!o.__||dt(o)})}catch(o){n.__h=[function(){throw o}]}}),Xt&&Xt(t,e)},V.unmount=function(t){Qt&&Qt(t);var e,n,o=t.__c;o&&o.__H&&(o.__H.__.some(function(s){try{if(s.__P&&s.__c){if(n===void 0){for(n=t.__;n&&(!n.__c||!n.__c.__P);)n=n.__;n=n&&n.__c}s.__P=n,nn(ct.push(s))}else _e(s)}catch(r){e=r}}),o.__H=void 0,e&&V.__e(e,o.__v))};var tn=typeof requestAnimationFrame=="function";function Bo(t){var e,n=function(){clearTimeout(o),tn&&cancelAnimationFrame(e),setTimeout(t)},o=setTimeout(n,35);tn&&(e=requestAnimationFrame(n))}function nn(t){t!=1&&Yt==V.requestAnimationFrame||((Yt=V.requestAnimationFrame)||Bo)(zo)}function _e(t){var e=F,n=t.__c;typeof n=="function"&&(t.__c=void 0,n()),F=e}function dt(t){var e=F;t.__c=t.__(),F=e}function rn(t,e){return!t||t.length!=e.length||e.some(function(n,o){return!ut(n,t[o])})}function an(t,e){return typeof e=="function"?e(t):e}var Q=class{constructor(e){this.value=e}valueOf(){return this.value}},I=class extends Q{constructor(e="???"){super(e)}toString(e){return`{${this.value}}`}},Y=class extends Q{constructor(e,n={}){super(e),this.opts=n}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return this.value.toString(10)}},ee=class t extends Q{static supportsValue(e){if(typeof e=="number"||e instanceof Date)return!0;if(e instanceof Q)return t.supportsValue(e.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(e instanceof n.Instant||e instanceof n.PlainDateTime||e instanceof n.PlainDate||e instanceof n.PlainMonthDay||e instanceof n.PlainTime||e instanceof n.PlainYearMonth)return!0}return!1}constructor(e,n={}){e instanceof t?(n={...e.opts,...n},e=e.value):e instanceof Q&&(e=e.valueOf()),typeof e=="object"&&"calendarId"in e&&n.calendar===void 0&&(n={...n,calendar:e.calendarId}),super(e),this.opts=n}[Symbol.toPrimitive](e){return e==="string"?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e=="number")return e;if(e instanceof Date)return e.getTime();if("epochMilliseconds"in e)return e.epochMilliseconds;if("toZonedDateTime"in e)return e.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){e.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var ln=100,Ho="⁨",Go="⁩";function Yo(t,e,n){if(n===e||n instanceof Y&&e instanceof Y&&n.value===e.value)return!0;if(e instanceof Y&&typeof n=="string"){let o=t.memoizeIntlObject(Intl.PluralRules,e.opts).select(e.value);if(n===o)return!0}return!1}function un(t,e,n){return e[n]?de(t,e[n].value):(t.reportError(new RangeError("No default")),new I)}function pt(t,e){let n=[],o=Object.create(null);for(let s of e)s.type==="narg"?o[s.name]=ye(t,s.value):n.push(ye(t,s));return{positional:n,named:o}}function ye(t,e){switch(e.type){case"str":return e.value;case"num":return new Y(e.value,{minimumFractionDigits:e.precision});case"var":return Ko(t,e);case"mesg":return Jo(t,e);case"term":return Zo(t,e);case"func":return Xo(t,e);case"select":return Qo(t,e);default:return new I}}function Ko(t,{name:e}){let n;if(t.params)if(Object.prototype.hasOwnProperty.call(t.params,e))n=t.params[e];else return new I(`$${e}`);else if(t.args&&Object.prototype.hasOwnProperty.call(t.args,e))n=t.args[e];else return t.reportError(new ReferenceError(`Unknown variable: $${e}`)),new I(`$${e}`);if(n instanceof Q)return n;switch(typeof n){case"string":return n;case"number":return new Y(n);case"object":if(ee.supportsValue(n))return new ee(n);default:return t.reportError(new TypeError(`Variable type not supported: $${e}, ${typeof n}`)),new I(`$${e}`)}}function Jo(t,{name:e,attr:n}){let o=t.bundle._messages.get(e);if(!o)return t.reportError(new ReferenceError(`Unknown message: ${e}`)),new I(e);if(n){let s=o.attributes[n];return s?de(t,s):(t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new I(`${e}.${n}`))}return o.value?de(t,o.value):(t.reportError(new ReferenceError(`No value: ${e}`)),new I(e))}function Zo(t,{name:e,attr:n,args:o}){let s=`-${e}`,r=t.bundle._terms.get(s);if(!r)return t.reportError(new ReferenceError(`Unknown term: ${s}`)),new I(s);if(n){let i=r.attributes[n];if(i){t.params=pt(t,o).named;let u=de(t,i);return t.params=null,u}return t.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new I(`${s}.${n}`)}t.params=pt(t,o).named;let a=de(t,r.value);return t.params=null,a}function Xo(t,{name:e,args:n}){let o=t.bundle._functions[e];if(!o)return t.reportError(new ReferenceError(`Unknown function: ${e}()`)),new I(`${e}()`);if(typeof o!="function")return t.reportError(new TypeError(`Function ${e}() is not callable`)),new I(`${e}()`);try{let s=pt(t,n);return o(s.positional,s.named)}catch(s){return t.reportError(s),new I(`${e}()`)}}function Qo(t,{selector:e,variants:n,star:o}){let s=ye(t,e);if(s instanceof I)return un(t,n,o);for(let r of n){let a=ye(t,r.key);if(Yo(t,s,a))return de(t,r.value)}return un(t,n,o)}function mt(t,e){if(t.dirty.has(e))return t.reportError(new RangeError("Cyclic reference")),new I;t.dirty.add(e);let n=[],o=t.bundle._useIsolating&&e.length>1;for(let s of e){if(typeof s=="string"){n.push(t.bundle._transform(s));continue}if(t.placeables++,t.placeables>ln)throw t.dirty.delete(e),new RangeError(`Too many placeables expanded: ${t.placeables}, max allowed is ${ln}`);o&&n.push(Ho),n.push(ye(t,s).toString(t)),o&&n.push(Go)}return t.dirty.delete(e),n.join("")}function de(t,e){return typeof e=="string"?t.bundle._transform(e):mt(t,e)}var Ie=class{constructor(e,n,o){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=n,this.args=o}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,n){let o=this.bundle._intls.get(e);o||(o={},this.bundle._intls.set(e,o));let s=JSON.stringify(n);return o[s]||(o[s]=new e(this.bundle.locales,n)),o[s]}};function ht(t,e){let n=Object.create(null);for(let[o,s]of Object.entries(t))e.includes(o)&&(n[o]=s.valueOf());return n}var cn=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function dn(t,e){let n=t[0];if(n instanceof I)return new I(`NUMBER(${n.valueOf()})`);if(n instanceof Y)return new Y(n.valueOf(),{...n.opts,...ht(e,cn)});if(n instanceof ee)return new Y(n.toNumber(),{...ht(e,cn)});throw new TypeError("Invalid argument to NUMBER")}var es=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function pn(t,e){let n=t[0];if(n instanceof I)return new I(`DATETIME(${n.valueOf()})`);if(n instanceof ee||n instanceof Y)return new ee(n,ht(e,es));throw new TypeError("Invalid argument to DATETIME")}var mn=new Map;function hn(t){let e=Array.isArray(t)?t.join(" "):t,n=mn.get(e);return n===void 0&&(n=new Map,mn.set(e,n)),n}var be=class{constructor(e,{functions:n,useIsolating:o=!0,transform:s=r=>r}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:dn,DATETIME:pn,...n},this._useIsolating=o,this._transform=s,this._intls=hn(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:n=!1}={}){let o=[];for(let s=0;s<e.body.length;s++){let r=e.body[s];if(r.id.startsWith("-")){if(n===!1&&this._terms.has(r.id)){o.push(new Error(`Attempt to override an existing term: "${r.id}"`));continue}this._terms.set(r.id,r)}else{if(n===!1&&this._messages.has(r.id)){o.push(new Error(`Attempt to override an existing message: "${r.id}"`));continue}this._messages.set(r.id,r)}}return o}formatPattern(e,n=null,o=null){if(typeof e=="string")return this._transform(e);let s=new Ie(this,o,n);try{return mt(s,e).toString(s)}catch(r){if(s.errors&&r instanceof Error)return s.errors.push(r),new I().toString(s);throw r}}};var ft=/^(-?[a-zA-Z][\w-]*) *= */gm,fn=/\.([a-zA-Z][\w-]*) *= */y,ts=/\*?\[/y,gt=/(-?[0-9]+(?:\.([0-9]+))?)/y,ns=/([a-zA-Z][\w-]*)/y,gn=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,os=/^[A-Z][A-Z0-9_-]*$/,De=/([^{}\n\r]+)/y,ss=/([^\\"\n\r]*)/y,_n=/\\([\\"])/y,yn=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,rs=/^\n+/,bn=/ +$/,as=/ *\r?\n/g,is=/( *)$/,ls=/{\s*/y,$n=/\s*}/y,us=/\[\s*/y,cs=/\s*] */y,ds=/\s*\(\s*/y,ps=/\s*->\s*/y,ms=/\s*:\s*/y,hs=/\s*,?\s*/y,fs=/\s+/y,$e=class{constructor(e){this.body=[],ft.lastIndex=0;let n=0;for(;;){let g=ft.exec(e);if(g===null)break;n=ft.lastIndex;try{this.body.push(u(g[1]))}catch($){if($ instanceof SyntaxError)continue;throw $}}function o(g){return g.lastIndex=n,g.test(e)}function s(g,$){if(e[n]===g)return n++,!0;if($)throw new $(`Expected ${g}`);return!1}function r(g,$){if(o(g))return n=g.lastIndex,!0;if($)throw new $(`Expected ${g.toString()}`);return!1}function a(g){g.lastIndex=n;let $=g.exec(e);if($===null)throw new SyntaxError(`Expected ${g.toString()}`);return n=g.lastIndex,$}function i(g){return a(g)[1]}function u(g){let $=c(),C=p();if($===null&&Object.keys(C).length===0)throw new SyntaxError("Expected message value or attributes");return{id:g,value:$,attributes:C}}function p(){let g=Object.create(null);for(;o(fn);){let $=i(fn),C=c();if(C===null)throw new SyntaxError("Expected attribute value");g[$]=C}return g}function c(){let g;if(o(De)&&(g=i(De)),e[n]==="{"||e[n]==="}")return m(g?[g]:[],1/0);let $=j();return $?g?m([g,$],$.length):($.value=E($.value,rs),m([$],$.length)):g?E(g,bn):null}function m(g=[],$){for(;;){if(o(De)){g.push(i(De));continue}if(e[n]==="{"){g.push(f());continue}if(e[n]==="}")throw new SyntaxError("Unbalanced closing brace");let Z=j();if(Z){g.push(Z),$=Math.min($,Z.length);continue}break}let C=g.length-1,U=g[C];typeof U=="string"&&(g[C]=E(U,bn));let W=[];for(let Z of g)Z instanceof je&&(Z=Z.value.slice(0,Z.value.length-$)),Z&&W.push(Z);return W}function f(){r(ls,SyntaxError);let g=d();if(r($n))return g;if(r(ps)){let $=v();return r($n,SyntaxError),{type:"select",selector:g,...$}}throw new SyntaxError("Unclosed placeable")}function d(){if(e[n]==="{")return f();if(o(gn)){let[,g,$,C=null]=a(gn);if(g==="$")return{type:"var",name:$};if(r(ds)){let U=h();if(g==="-")return{type:"term",name:$,attr:C,args:U};if(os.test($))return{type:"func",name:$,args:U};throw new SyntaxError("Function names must be all upper-case")}return g==="-"?{type:"term",name:$,attr:C,args:[]}:{type:"mesg",name:$,attr:C}}return T()}function h(){let g=[];for(;;){switch(e[n]){case")":return n++,g;case void 0:throw new SyntaxError("Unclosed argument list")}g.push(b()),r(hs)}}function b(){let g=d();return g.type!=="mesg"?g:r(ms)?{type:"narg",name:g.name,value:T()}:g}function v(){let g=[],$=0,C;for(;o(ts);){s("*")&&(C=$);let U=x(),W=c();if(W===null)throw new SyntaxError("Expected variant value");g[$++]={key:U,value:W}}if($===0)return null;if(C===void 0)throw new SyntaxError("Expected default variant");return{variants:g,star:C}}function x(){r(us,SyntaxError);let g;return o(gt)?g=_():g={type:"str",value:i(ns)},r(cs,SyntaxError),g}function T(){if(o(gt))return _();if(e[n]==='"')return k();throw new SyntaxError("Invalid expression")}function _(){let[,g,$=""]=a(gt),C=$.length;return{type:"num",value:parseFloat(g),precision:C}}function k(){s('"',SyntaxError);let g="";for(;;){if(g+=i(ss),e[n]==="\\"){g+=M();continue}if(s('"'))return{type:"str",value:g};throw new SyntaxError("Unclosed string literal")}}function M(){if(o(_n))return i(_n);if(o(yn)){let[,g,$]=a(yn),C=parseInt(g||$,16);return C<=55295||57344<=C?String.fromCodePoint(C):"�"}throw new SyntaxError("Unknown escape sequence")}function j(){let g=n;switch(r(fs),e[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return P(e.slice(g,n))}return e[n-1]===" "?P(e.slice(g,n)):!1}function E(g,$){return g.replace($,"")}function P(g){let $=g.replace(as,`
`),C=is.exec(g)[1].length;return new je($,C)}}},je=class{constructor(e,n){this.value=e,this.length=n}};var vn=`### The table app in English: the source every other language translates, and the
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
`;var wn={de:"Deutsch",en:"English",es:"Español",fr:"Français",pl:"Polski",pt:"Português",ru:"Русский",uk:"Українська"};var yt=wn,kn="spyfall.lang";function Sn(t,e){let n=new be(t,{useIsolating:!1});return n.addResource(new $e(e)),n}var Tn=Sn("en",vn);function xn(t,e){return{lang:t,t:(o,...s)=>{for(let r of e){let a=r.getMessage(o);if(!a?.value)continue;let i=[],u=r.formatPattern(a.value,s[0],i);if(i.length===0||r===e[e.length-1])return u}return o}}}var ve=xn("en",[Tn]),_t=t=>Object.hasOwn(yt,t);async function Fe(t){if(t==="en"||!_t(t))return ve;let e=`/app/locales/${t}.ftl`,n=!navigator.serviceWorker?.controller,o=await fetch(e);if(!o.ok)throw new Error(`no catalog for ${t}: ${o.status}`);let s=xn(t,[Sn(t,await o.text()),Tn]);return n&&ys(e),s}function ys(t){let e=navigator.serviceWorker;e&&e.ready.then(n=>n.active?.postMessage({keep:t})).catch(()=>{})}function En(){let t=null;try{t=localStorage.getItem(kn)}catch{}if(t&&_t(t))return t;for(let e of navigator.languages??[navigator.language]){let n=e.toLowerCase().split("-")[0];if(_t(n))return n}return"en"}function Rn(t){try{localStorage.setItem(kn,t)}catch{}}var Ue=zt(ve),w=()=>sn(Ue),We=(t,e)=>typeof Intl.ListFormat=="function"?new Intl.ListFormat(t.lang,{type:"conjunction"}).format(e):e.join(", ");function Cn(t,e){let n=`problem-${e.code}`,o=t.t(n);return o===n?t.t("problem-internal_error"):o}var bt="spyfall.session";function pe(){try{let t=localStorage.getItem(bt);return t?JSON.parse(t):null}catch{return null}}function Ve(t){try{t?localStorage.setItem(bt,JSON.stringify(t)):localStorage.removeItem(bt)}catch{}}var q=class extends Error{constructor(n,o,s,r={},a=null){super(s);B(this,"status",n);B(this,"code",o);B(this,"body",r);B(this,"retryAfterMs",a);this.name="ApiProblem"}};function Pn(t){let e=t.get("Retry-After")?.trim();if(!e)return null;let n=Number(e);if(Number.isFinite(n))return n>0?n*1e3:null;let o=Date.parse(e);return Number.isFinite(o)&&o>Date.now()?o-Date.now():null}async function re(t){let e=Pn(t.headers);try{let n=await t.json();if(n&&typeof n=="object"&&typeof n.code=="string"){let o=n;return new q(t.status,o.code,String(o.detail??""),o,e)}}catch{}return new q(t.status,t.status>=500?"internal_error":"bad_request",t.statusText,{},e)}function An(t){return new q(0,"network",t instanceof Error?t.message:String(t))}async function $t(t,e,n,o={}){let s=new Headers({Accept:"text/event-stream"});o.lastEventId&&s.set("Last-Event-ID",o.lastEventId);let r=await t.send(e,{headers:s,signal:o.signal,cache:"no-store"});if(!r.ok)throw await re(r);if(!r.body)throw new q(0,"network","the stream has no body");n.onOpen();let a=Nn(n.onFrame,n.onComment),i=r.body.pipeThrough(new TextDecoderStream).getReader();try{for(;;){let{value:u,done:p}=await i.read();if(p)return;a(u)}}catch(u){if(await i.cancel().catch(()=>{}),o.signal?.aborted)return;throw new q(0,"network",u instanceof Error?u.message:String(u))}finally{i.releaseLock()}}function Nn(t,e=()=>{}){let n="",o="",s=[],r=null,a=i=>{if(i===""){s.length>0&&t({event:o||"message",data:s.join(`
`),id:r}),o="",s=[];return}if(i.startsWith(":"))return e();let u=i.indexOf(":"),p=u<0?i:i.slice(0,u),c=u<0?"":i.slice(u+1).replace(/^ /,"");p==="event"?o=c:p==="data"?s.push(c):p==="id"&&(r=c)};return i=>{n+=i;let u=n.split(/\r?\n/);n=u.pop()??"",u.forEach(a)}}var bs=25,$s=3,vs=6e4,Ln=45e3;function qe(t,e,n,o,s={}){let r=new Set(s.carries??[]),a=null,i=-1,u=null,p=!1,c=!1,m=Date.now(),f=0,d=0,h=new AbortController,b=()=>{},v=E=>new Promise(P=>{let g=Number.isFinite(E)?setTimeout(P,E):void 0;b=()=>(clearTimeout(g),P())});function x(E,P){m=Date.now(),!(E.version<i)&&((E.version>i||P)&&(a=P),i=E.version,o.onView(E,P))}function T(E){E!==c&&(c=E,o.onStream?.(E))}async function _(){let E=await k().catch(z=>{if(h.signal.aborted)throw z;return{ended:"failed"}});if(!("url"in E))return E;let P=h.signal,g=null,$=!1,C=!1,U=()=>{m=Date.now(),$||($=!0,f=0,d=0)},W=z=>{if(U(),z.id&&(u=z.id),r.has(z.event))return o.onFrame?.(z);if(z.event===n)return x(JSON.parse(z.data),null);if(z.event==="removed")x(JSON.parse(z.data),null),g={ended:"removed"};else if(z.event==="ended"){let Te=JSON.parse(z.data);g={problem:new q(Te.status??404,Te.code??"not_found",Te.detail??"",Te)}}else return;h.abort()},Z=()=>{m=Date.now(),o.onLink?.("live"),T(!0)},Ao=setInterval(()=>{Date.now()-m>Ln&&(C=!0,h.abort())},Ln/3);try{await $t(t,E.url,{onOpen:Z,onFrame:W,onComment:U},{lastEventId:u,signal:P})}catch(z){if(!(z instanceof q))throw z;if(!$)return{ended:"failed",waitMs:z.retryAfterMs}}finally{clearInterval(Ao),T(!1)}return g||(P.aborted&&!C?{ended:"stopped"}:{ended:$?"dropped":"failed"})}async function k(){let E={method:"POST",headers:t.headers(),signal:h.signal},P=await t.send(t.url(`${e}/events/tickets`),E);if(P.ok)return{url:(await P.json()).url};let g=await re(P);return[404,429,503].includes(g.status)?{ended:"failed",waitMs:g.retryAfterMs}:{problem:g}}async function M(E){let P=t.headers();a&&P.set("If-None-Match",a);let g=E&&a?bs:0,$=await t.send(t.url(`${e}?wait=${g}`),{headers:P,signal:h.signal});if(m=Date.now(),$.status===200)x(await $.json(),$.headers.get("ETag"));else if($.status!==304)return{problem:await re($)};return{interval:(Number($.headers.get("X-Poll-Interval"))||2)*1e3}}async function j(){let E=s.stream===!1?1/0:0;for(;!p;){let P=Date.now();h=new AbortController;try{if(Date.now()>=E){let C=await _();if(p)return;if("problem"in C)return o.onRefused?.(C.problem);if(C.ended==="stopped")continue;if(C.ended==="removed"){o.onRemoved?.(),E=1/0;continue}C.ended==="failed"&&++d>=$s&&(E=Date.now()+vs),o.onLink?.("reconnecting"),await v(C.waitMs??t.backoff(f++));continue}let g=await M(f===0);if("problem"in g){if(![429,503].includes(g.problem.status))return o.onRefused?.(g.problem);o.onLink?.("reconnecting"),await v(g.problem.retryAfterMs??t.backoff(f++));continue}let $=f>0;f=0,o.onLink?.("live"),$||await v(Math.max(0,g.interval-(Date.now()-P)))}catch{if(p)return;if(h.signal.aborted)continue;o.onLink?.("reconnecting"),await v(t.backoff(f++))}}}return j(),{stop(){p=!0,h.abort(),b()},show:x,restart(){h.abort(),b()},heardAt:()=>m,streaming:()=>c}}var Mn=t=>new Promise(e=>setTimeout(e,t));function On(t){let e=Math.min(15e3,500*2**t);return e/2+Math.random()*(e/2)}function In(t=null){let e=t;return{token:()=>e,save:n=>{e=n?.token??null}}}function Dn(){let t=crypto.getRandomValues(new Uint8Array(16));return Array.from(t,e=>e.toString(16).padStart(2,"0")).join("")}function ws(t,e){return t.status===429||t.status===503?!0:e!=="GET"&&t.code==="idempotency_key_in_use"}var we=class{constructor(e={}){B(this,"baseUrl");B(this,"tokens");B(this,"sleep");B(this,"backoff");B(this,"languages");B(this,"attempts");B(this,"fetcher");B(this,"timeoutMs");this.baseUrl=(e.baseUrl??"").replace(/\/+$/,""),this.tokens=e.tokens??In(e.token??null),this.languages=e.languages??(()=>"en"),this.attempts=e.attempts??5,this.sleep=e.sleep??Mn,this.backoff=e.backoff??On,this.fetcher=e.fetch??((n,o)=>fetch(n,o)),this.timeoutMs=e.timeoutMs??7e4}url(e){return`${this.baseUrl}/api/v1${e}`}headers(e={}){let n=new Headers(e),o=this.tokens.token();return o&&n.set("Authorization",`Bearer ${o}`),n.set("Accept-Language",this.languages()),n}async send(e,n,o=this.timeoutMs){let s=new AbortController,r=n.signal;r?.aborted&&s.abort(),r?.addEventListener("abort",()=>s.abort(),{once:!0});let a=o===null?void 0:setTimeout(()=>s.abort(),o);try{return await this.fetcher(e,{...n,signal:s.signal})}catch(i){throw r?.aborted?i:An(i)}finally{clearTimeout(a)}}async call(e,n,o={}){let s=this.headers(o.headers);o.body!==void 0&&s.set("Content-Type","application/json"),e!=="GET"&&!s.has("Idempotency-Key")&&s.set("Idempotency-Key",Dn());let r=o.body===void 0?void 0:JSON.stringify(o.body),a={method:e,headers:s,body:r,signal:o.signal};for(let i=1;;i++){let u=i>=this.attempts,p;try{p=await this.send(this.url(n),a)}catch(m){if(!(m instanceof q)||u||o.signal?.aborted)throw m;await this.sleep(this.backoff(i));continue}if(p.ok||p.status===304)return ks(p);let c=await re(p);if(u||!ws(c,e)||o.signal?.aborted)throw c;await this.sleep(c.retryAfterMs??this.backoff(i))}}};async function ks(t){let n=t.status!==204&&t.status!==304&&t.headers.get("Content-Type")?.includes("json")?await t.json():null;return{status:t.status,data:n,headers:t.headers,etag:t.headers.get("ETag"),location:t.headers.get("Location")}}var vt=t=>({view:t.data,etag:t.etag}),K=t=>`/rooms/${encodeURIComponent(t.trim().toUpperCase())}`,ze=t=>`/nights/${encodeURIComponent(t.trim().toUpperCase())}`,Ss=t=>t?{"If-Match":`"${t.version}"`}:{},jn=t=>`"${t.round?.situation??t.version}"`,ke=class{constructor(e={}){B(this,"transport");this.transport=new we(e)}async session(e,n){let o=(await this.transport.call("POST",e,{body:n})).data;return this.transport.tokens.save(o),o}guest(e){return this.session("/guests",{display_name:e})}logIn(e){return this.session("/sessions",e)}signUp(e){return this.session("/users",e)}makeAccount(e){return this.session("/me/account",e)}async logOut(){await this.transport.call("DELETE","/sessions/current"),this.transport.tokens.save(null)}async packs(){return(await this.transport.call("GET","/packs")).data}async pack(e){return(await this.transport.call("GET",`/packs/${encodeURIComponent(e)}`)).data}async myLists(){return(await this.transport.call("GET","/me/packs")).data}async makeList(e){return(await this.transport.call("POST","/packs",{body:e})).data}async changeList(e,n){let o=`/packs/${encodeURIComponent(e)}`;return(await this.transport.call("PUT",o,{body:n})).data}async sharedList(e){let n=`/packs/shared/${encodeURIComponent(e)}`;return(await this.transport.call("GET",n)).data}async room(e,n,o={}){let s=Ss(o.view);return vt(await this.transport.call(e,n,{body:o.body,headers:s}))}createRoom(e={}){return this.room("POST","/rooms",{body:e})}joinRoom(e,n){return this.room("POST",`${K(e)}/players`,{body:n?{display_name:n}:{}})}updateRoom(e,n,o){return this.room("PATCH",K(e),{body:n,view:o})}removePlayer(e,n,o){return this.room("DELETE",`${K(e)}/players/${encodeURIComponent(n)}`,{view:o})}handOverHost(e,n,o){return this.room("POST",`${K(e)}/host`,{body:{player_id:n},view:o})}startGame(e,n){return this.room("POST",`${K(e)}/games`,{view:n})}deal(e,n){return this.room("POST",`${K(e)}/rounds`,{view:n})}abandonRound(e,n){return this.room("POST",`${K(e)}/rounds/current/abandon`,{view:n})}pauseRound(e,n,o){return this.room("POST",`${K(e)}/rounds/current/pause`,{body:n?{reason:n}:{},view:o})}resumeRound(e,n){return this.room("POST",`${K(e)}/rounds/current/resume`,{view:n})}async move(e,n){let o={"If-Match":jn(e)};return vt(await this.transport.call("POST",`${K(e.code)}/actions`,{body:n,headers:o}))}getRoom(e){return this.room("GET",K(e))}async roomAfter(e,n){let o=await this.getRoom(e);if(o.view.version>n||!o.etag)return o;let s={"If-None-Match":o.etag},r=await this.transport.call("GET",`${K(e)}?wait=10`,{headers:s});return r.status===304?o:vt(r)}async rounds(e){return(await this.transport.call("GET",`${K(e)}/rounds`)).data}async myNights(){return(await this.transport.call("GET","/me/nights")).data}async checkIn(e){return(await this.transport.call("POST",`${ze(e)}/check-in`)).data}async joinNight(e){return(await this.transport.call("POST",`${ze(e)}/players`,{body:{}})).data}async claimWalkIn(e){let n=(await this.transport.call("POST","/nights/claim",{body:{code:e}})).data;return this.transport.tokens.save({token:n.token,user:n.user,expires_at:n.expires_at}),n}async nightStandings(e){return(await this.transport.call("GET",`${ze(e)}/standings`)).data}followRoom(e,n,o){return qe(this.transport,K(e),"room",n,o)}followNight(e,n,o){return qe(this.transport,ze(e),"night",n,o)}async*views(e,n){let o=[],s=null,r=!1,a=()=>{},i=this.followRoom(e,{onView:p=>(o.push(p),a()),onRefused:p=>(s=p,a()),onRemoved:()=>(r=!0,a())}),u=()=>a();n?.addEventListener("abort",u);try{for(;!n?.aborted;){let p=o.shift();if(p)yield p;else{if(s)throw s;if(r)return;await new Promise(c=>a=c)}}}finally{n?.removeEventListener("abort",u),i.stop()}}};var Fn="en";function Un(t){Fn=t}var S=new ke({tokens:{token:()=>pe()?.token??null,save:Ve},languages:()=>Fn});function L({problem:t}){let e=w(),n=se(null);return R(()=>n.current?.scrollIntoView({block:"center"}),[t]),t?l`<p class="error" role="alert" data-code=${t.code} ref=${n}>${Cn(e,t)}</p>`:null}function D(){let[t,e]=y(!1),[n,o]=y(null);return{busy:t,problem:n,clear:()=>o(null),async run(s){if(!t){e(!0),o(null);try{await s()}catch(r){o(r instanceof q?r:new q(0,"internal_error",String(r)))}finally{e(!1)}}}}}function N({to:t,children:e}){return l`<a href=${t} onClick=${n=>(n.preventDefault(),J(t))}>${e}</a>`}function te({value:t,onInput:e}){let n=w();return l`<label class="field">
    ${n.t("home-your-name")}
    <input name="display_name" autocomplete="nickname" maxlength="32" required value=${t}
      onInput=${o=>e(o.currentTarget.value)} />
  </label>`}async function Be(t,e){try{await navigator.clipboard.writeText(t)}catch{document.querySelector(e)?.select(),document.execCommand("copy")}}function J(t){history.pushState(null,"",t),dispatchEvent(new PopStateEvent("popstate"))}function Wn({packIds:t,lists:e,chosen:n,onChoose:o}){let s=w(),[r,a]=y(!1),[i,u]=y([]);R(()=>{if(!r)return;let m=!0,f=async d=>{let h=e.find(b=>b.id===d);return(h?await S.sharedList(h.share_code):await S.pack(d)).locations};return Promise.allSettled(t.map(f)).then(d=>{m&&u(d.flatMap(h=>h.status==="fulfilled"?h.value:[]))}),()=>{m=!1}},[r,t.join(","),e.map(m=>m.id).join(","),s.lang]);let p=n??i.map(m=>m.id),c=(m,f)=>{let d=f?[...p,m]:p.filter(h=>h!==m);d.length<2||o(d.length===i.length?null:i.map(h=>h.id).filter(h=>d.includes(h)))};return l`<details class="field location-choice" onToggle=${m=>a(m.currentTarget.open)}>
    <summary>${s.t("settings-locations")}: ${n?s.t("settings-locations-some",{count:n.length}):s.t("settings-locations-all")}</summary>
    ${i.map(m=>l`<label class="check"><input type="checkbox" name="location" value=${m.id} checked=${p.includes(m.id)}
        onChange=${f=>c(m.id,f.currentTarget.checked)} />
        ${m.name}</label>`)}
  </details>`}var Vn="spyfall.settings.last",wt="spyfall.settings.named",Ts=12;function kt(t){try{return JSON.parse(localStorage.getItem(t)??"null")}catch{return null}}function qn(t,e){try{localStorage.setItem(t,JSON.stringify(e))}catch{}}var zn=()=>kt(Vn),Bn=t=>qn(Vn,t),xs=()=>Array.isArray(kt(wt))?kt(wt):[];function Hn({current:t,onUse:e}){let n=w(),[o,s]=y(xs),[r,a]=y(""),i=p=>(qn(wt,p),s(p)),u=()=>{let p=r.trim();if(!p)return;let c=[[p,t],...o.filter(([m])=>m!==p)];i(c.slice(0,Ts)),a("")};return l`<details class="field setups">
    <summary>${n.t("setups-title")}</summary>
    ${o.length===0&&l`<p class="muted">${n.t("setups-none")}</p>`}
    <ul class="setups-list">
      ${o.map(([p,c])=>l`<li>
          <button type="button" class="small" onClick=${()=>e(c)}>${n.t("setups-use",{name:p})}</button>
          <button type="button" class="small quiet" aria-label=${n.t("setups-forget",{name:p})}
            onClick=${()=>i(o.filter(([m])=>m!==p))}>✕</button>
        </li>`)}
    </ul>
    <label class="field">${n.t("setups-name")}
      <input name="setup_name" maxlength="40" value=${r}
        onInput=${p=>a(p.currentTarget.value)} />
    </label>
    <button type="button" disabled=${!r.trim()} onClick=${u}>${n.t("setups-save")}</button>
  </details>`}var Se={rule_set:"classic",mode:"standard",pack_ids:[],rounds:5,round_minutes:null,show_roles:!0,vote_timeout_seconds:60,captain_passes:1,spies:1,location_ids:null};function He(t,e){let n=t.find(o=>o.id===(e==="time_travel"?"time-travel":t[0]?.id));return n?[n.id]:[]}function Ge({current:t,busy:e,submitLabel:n,onSubmit:o}){let s=w(),[r]=y(()=>t?null:zn()),[a,i]=y(t??(r?{...Se,...r}:Se)),[u,p]=y([]),[c,m]=y(null);R(()=>{pe()?S.myLists().then(_=>m(_.packs),()=>m([])):m([])},[]);let f=_=>{if(t||!c||u.length===0)return _;let k=new Set([...u,...c].map(j=>j.id)),M=_.pack_ids.filter(j=>k.has(j));return M.length===_.pack_ids.length?_:{..._,pack_ids:M.length?M:He(u,_.rule_set),location_ids:null}};R(()=>i(f),[u,c]),R(()=>{S.packs().then(_=>{p(_.packs),i(k=>k.pack_ids.length?k:{...k,pack_ids:He(_.packs,k.rule_set)})}).catch(()=>p([]))},[s.lang]);let d=(_,k)=>i({...a,[_]:k}),h=_=>_.currentTarget.value,b=_=>Number(h(_)),v=_=>{let k=a.pack_ids.length===1&&a.pack_ids[0]===u[0]?.id,M=He(u,_),j=k&&M.length?M:a.pack_ids;i({...a,rule_set:_,pack_ids:j,location_ids:j===a.pack_ids?a.location_ids:null})},x=(_,k)=>i({...a,pack_ids:k?[...a.pack_ids,_]:a.pack_ids.filter(M=>M!==_),location_ids:null}),T=_=>l`<label class="check"><input type="checkbox" name="pack" value=${_.id} checked=${a.pack_ids.includes(_.id)}
    onChange=${k=>x(_.id,k.currentTarget.checked)} />
    ${_.name}</label>`;return l`<form class="settings" onSubmit=${_=>(_.preventDefault(),Bn(a),o(a))}>
    ${r&&l`<p class="muted from-last">${s.t("setups-from-last")}
      <button type="button" class="small quiet" onClick=${()=>i({...Se,pack_ids:He(u,Se.rule_set)})}>${s.t("setups-defaults")}</button></p>`}
    ${!t&&l`<${Hn} current=${a} onUse=${_=>i(f({...Se,..._}))} />`}
    <label class="field">${s.t("settings-rule-set")}
      <select name="rule_set" value=${a.rule_set} onChange=${_=>v(h(_))}>
        <option value="classic">${s.t("settings-classic")}</option>
        <option value="time_travel">${s.t("settings-time_travel")}</option>
      </select>
    </label>
    <label class="field">${s.t("settings-mode")}
      <select name="mode" value=${a.mode} onChange=${_=>d("mode",h(_))}>
        <option value="standard">${s.t("settings-standard")}</option>
        <option value="team">${s.t("settings-team")}</option>
      </select>
    </label>
    <fieldset class="field">
      <legend>${s.t("settings-packs")}</legend>
      ${u.map(T)}
      ${c&&c.length>0&&l`<p class="muted">${s.t("settings-lists")}</p>${c.map(T)}`}
    </fieldset>
    <${Wn} packIds=${a.pack_ids} lists=${c??[]} chosen=${a.location_ids??null}
      onChoose=${_=>d("location_ids",_)} />
    ${a.mode!=="team"&&l`<label class="field">${s.t("settings-rounds")}
      <input type="number" name="rounds" min="1" max="30" value=${a.rounds} onInput=${_=>d("rounds",b(_))} />
    </label>`}
    <label class="field">${s.t("settings-round-minutes")}
      <input type="number" name="round_minutes" min="1" max="30" placeholder=${s.t("settings-round-minutes-auto")}
        value=${a.round_minutes??""} onInput=${_=>d("round_minutes",h(_)?b(_):null)} />
    </label>
    <label class="check">
      <input type="checkbox" name="show_roles" checked=${a.show_roles}
        onChange=${_=>d("show_roles",_.currentTarget.checked)} />
      ${s.t("settings-show-roles")}
    </label>
    <label class="field">${s.t("settings-vote-timeout")}
      <input type="number" name="vote_timeout_seconds" min="10" max="600" value=${a.vote_timeout_seconds}
        onInput=${_=>d("vote_timeout_seconds",b(_))} />
    </label>
    <label class="field">${s.t("settings-spies")}
      <select name="spies" value=${String(a.spies)} onChange=${_=>d("spies",b(_))}>
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
    </label>
    ${a.mode==="team"&&l`<label class="field">${s.t("settings-captain-passes")}
      <select name="captain_passes" value=${String(a.captain_passes)} onChange=${_=>d("captain_passes",b(_))}>
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
    </label>`}
    <button class="primary" type="submit" disabled=${e||a.pack_ids.length===0}>${n}</button>
  </form>`}async function X(t,e,n){if(e&&Date.parse(e.expires_at)>Date.now())return e;let o=await S.guest(t.trim());return n(o),o}function Gn({session:t,setSession:e}){let n=w(),[o,s]=y(t?.user.display_name??""),[r,a]=y(""),[i,u]=y(!1),p=D(),c=f=>{f.preventDefault(),p.run(async()=>{await X(o,t,e);let{view:d}=await S.joinRoom(r,o);J(`/r/${d.code}`)})},m=f=>p.run(async()=>{await X(o,t,e);let{view:d}=await S.createRoom(f);J(`/r/${d.code}`)});return l`<main class="page">
    <h1>${n.t("app-title")}</h1>
    <p class="muted">${n.t("app-tagline")}</p>
    <section class="card">
      <${te} value=${o} onInput=${s} />
      ${t&&l`<p class="muted">${n.t("home-signed-in-as",{name:t.user.display_name})}${t.user.guest?` (${n.t("home-guest")})`:""}</p>`}
    </section>
    <form class="card" onSubmit=${c}>
      <h2>${n.t("home-join-title")}</h2>
      <label class="field">
        ${n.t("home-code")}
        <input name="code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
          maxlength="16" required value=${r}
          onInput=${f=>a(f.currentTarget.value.toUpperCase())} />
      </label>
      <button class="primary" type="submit" disabled=${p.busy||!o.trim()||!r.trim()}>${n.t("home-join")}</button>
    </form>
    <section class="card">
      <h2>${n.t("home-create-title")}</h2>
      ${i?l`<${Ge} busy=${p.busy||!o.trim()} submitLabel=${n.t("home-create")} onSubmit=${m} />`:l`<button type="button" onClick=${()=>u(!0)}>${n.t("home-create")}</button>`}
    </section>
    <${L} problem=${p.problem} />
    <nav class="links">
      <${N} to="/account">${n.t("account-title")}</${N}>
      <${N} to="/lists">${n.t("lists-title")}</${N}>
      <${N} to="/nights">${n.t("home-nights")}</${N}>
      <a href="/admin">${n.t("home-organizers")}</a>
      <a href="/api/v1/docs">${n.t("home-developers")}</a>
    </nav>
  </main>`}var Yn=1e4,Es=4e3,Rs=3e3,Kn=(t,e,n=null)=>n?Cs(t,e,n):St(o=>S.followRoom(t,o),e);function Jn(t,e){let n=Ps(),s=St(r=>S.followNight(t,{...r,onStream:n.setStreaming,onFrame:a=>n.deliver(JSON.parse(a.data),a.event==="removed")},{carries:["room","removed"]}),e);return{carrier:n,show:s.show,stop(){n.close(),s.stop()}}}function St(t,e){let n=Date.now(),o=!1,s=()=>{o=!0,clearInterval(p),removeEventListener("offline",i),removeEventListener("online",u),a.stop()},r=c=>(s(),e.onRefused(c)),a=t({onView:e.onView,onLink:e.onLink,onRefused:r}),i=()=>e.onLink("reconnecting"),u=()=>a.restart();addEventListener("offline",i),addEventListener("online",u);let p=setInterval(async()=>{if(!(Date.now()-Math.max(a.heardAt(),n)<Yn))try{(await fetch("/healthz",{cache:"no-store",signal:AbortSignal.timeout(Es)})).ok&&(n=Date.now())}catch{if(o)return;e.onLink("reconnecting"),a.restart()}},Yn/2);return{stop:s,show:a.show}}function Cs(t,e,n){let o=-1,s=new AbortController,r=!1,a=!1,i=null,u=h=>{h.version<o||(o=h.version,e.onView(h))},p=()=>{r||!a||(n.streaming()?(i?.stop(),i=null,e.onLink("live")):i??(i=St(h=>S.followRoom(t,h,{stream:!1}),{...e,onView:u})))},c=setTimeout(()=>{a=!0,n.streaming()&&o<0&&m(),p()},Rs),m=()=>S.transport.call("GET",`/rooms/${encodeURIComponent(t)}`,{signal:s.signal}).then(h=>!r&&u(h.data),()=>{}),f=()=>e.onLink("reconnecting");addEventListener("offline",f),addEventListener("online",p);let d=[n.subscribe(t,h=>u(h)),n.onStreaming(p)];return{stop(){r=!0,clearTimeout(c),s.abort(),removeEventListener("offline",f),removeEventListener("online",p),d.forEach(h=>h()),i?.stop()},show(h,b){i?i.show(h,b):u(h)}}}function Ps(){let t=!1,e=new Map,n=new Map,o=new Set;return{streaming:()=>t,setStreaming(s){s!==t&&(t=s,o.forEach(r=>r()))},deliver(s,r){e.set(s.code,{view:s,removed:r}),n.get(s.code)?.forEach(a=>a(s,r))},subscribe(s,r){let a=n.get(s)??new Set;n.set(s,a.add(r));let i=e.get(s);return i&&r(i.view,i.removed),()=>a.delete(r)},onStreaming(s){return o.add(s),()=>o.delete(s)},close(){n.clear(),o.clear()}}}function A(t,e){return t.players.find(n=>n.id===e)?.display_name??"?"}function H(t,e){return t.me?.table_moves.find(n=>n.type===e)}function G(t,e){return t.me?.moves?.find(n=>n.type===e)}function Zn(t,e){return t.candidate_locations.find(n=>n.id===e)?.name??e}function Xn({view:t}){let e=w(),n=t.round?.result;if(!n)return null;let o=u=>A(t,u),s=n.spies.map(o),r=n.locations.map(u=>u.name).join(", "),a=n.middle_card,i=t.round?.team?.captains??null;return l`<section class="card result" aria-live="polite">
    <h2>${e.t("result-title")}</h2>
    <p>${xt(e,n,o)}</p>
    <p><strong>${Tt(e,n)}</strong></p>
    ${s.length>0&&l`<p>${e.t("result-spy-was",{names:We(e,s),count:s.length})}</p>`}
    ${i?n.locations.map((u,p)=>l`<p>${e.t("team-location-of",{captain:o(i[p]),place:u.name})}</p>`):r&&l`<p>${e.t("result-location-was",{place:r})}</p>`}
    ${a&&l`<p>${e.t("result-middle-was",{card:a.spy?e.t("result-spy-card"):a.location?.name??""})}</p>`}
    <h3>${e.t("result-cards")}</h3>
    <ul class="cards">
      ${n.cards.map(u=>l`<li>${o(u.player_id)}: ${u.card.spy?e.t("result-spy-card-short"):[u.card.location?.name,u.card.role].filter(Boolean).join(", ")}</li>`)}
    </ul>
    <h3>${e.t("result-points")}</h3>
    <ul class="points">
      ${n.points.map(u=>l`<li>${o(u.player_id)}: ${u.points>0?"+":""}${u.points}</li>`)}
    </ul>
    ${t.game&&l`<${As} view=${t} />`}
  </section>`}function Tt(t,e){return{spy:t.t("result-spies-win"),non_spies:t.t("result-non-spies-win"),nobody:t.t("result-nobody-wins"),everyone:t.t("result-everyone-wins"),teams:t.t("result-teams-score")}[e.winner]}function xt(t,e,n){let o=e.outcome;switch(o.kind){case"indicted":return o.spy?t.t("result-indicted-spy",{name:n(o.suspect_id)}):t.t("result-indicted-innocent",{name:n(o.suspect_id)});case"spy_guessed":return t.t(o.correct?"result-guessed-right":"result-guessed-wrong",{name:n(o.spy_id),place:o.location.name});case"time_up":return t.t("result-time-up");case"convicted":return t.t("result-convicted",{name:n(o.suspect_id)});case"no_conviction":return t.t("result-no-conviction");case"accused_revealed":return t.t("result-accused-revealed",{accuser:n(o.accuser_id),accused:n(o.accused_id),spy:o.spy?"yes":"no"});case"middle_revealed":return t.t("result-middle-revealed",{card:o.spy_card?"spy":"location"});case"team":{let s=o.spy_picked_by_id?t.t("result-spy-picked",{captain:n(o.spy_picked_by_id)}):t.t("result-spy-not-picked"),r=o.guesses.map((a,i)=>`${a.name} (${o.correct[i]?t.t("result-right"):t.t("result-wrong")})`);return`${s} ${r.length>0?t.t("result-team-guesses",{guesses:r.join(", ")}):t.t("result-no-team-guess")}`}case"voided":return o.player_id?t.t(o.departure==="removed"?"result-voided-removed":"result-voided-left",{name:n(o.player_id)}):t.t("result-voided");case"abandoned":return o.by==="organizer"?t.t("result-abandoned-by-organizer"):t.t("result-abandoned");default:return t.t("result-other-ending")}}function As({view:t}){let e=w(),n=t.game;if(!n)return null;let o=n.standings.filter(s=>s.rank===1).map(s=>A(t,s.player_id));return l`<div>
    <h3>${e.t("result-standings")}</h3>
    <ol class="standings">
      ${n.standings.map(s=>l`<li value=${s.rank}>${A(t,s.player_id)}: ${e.t("lobby-points",{n:s.points})}${Os(t,s.player_id)?` (${e.t("lobby-away")})`:""}</li>`)}
    </ol>
    ${n.over&&l`<p><strong>${e.t("result-game-over")} ${Ms(e,n.end_reason)} ${e.t("result-winner",{names:o.join(", ")})}</strong></p>
      <${Ns} view=${t} />
      <${Ls} view=${t} />`}
  </div>`}function Ns({view:t}){let e=w(),n=(t.game?.standings??[]).filter(o=>o.rank<=3);return n.length===0?null:l`<ol class="podium" aria-label=${e.t("result-podium")}>
    ${n.map(o=>l`<li class=${`place-${o.rank}`}><span class="place">${e.t("result-place",{n:o.rank})}</span>
        <strong>${A(t,o.player_id)}</strong> <span>${e.t("lobby-points",{n:o.points})}</span></li>`)}
  </ol>`}function Ls({view:t}){let e=w(),[n,o]=y(null),s=`${t.game?.number}.${t.game?.round_number}`;if(R(()=>{S.rounds(t.code).then(i=>o(i.rounds)).catch(()=>o(null))},[s]),!n||!t.game)return null;let r=n.filter(i=>i.result),a=(i,u)=>i.result?.points.find(p=>p.player_id===u)?.points;return l`<table class="by-round">
    <caption>${e.t("result-by-round")}</caption>
    <thead><tr><th scope="col">${e.t("lobby-players")}</th>${r.map(i=>l`<th scope="col">${i.number}</th>`)}<th scope="col">${e.t("result-total")}</th></tr></thead>
    <tbody>${t.game.standings.map(i=>l`<tr><th scope="row">${A(t,i.player_id)}</th>
        ${r.map(u=>l`<td>${a(u,i.player_id)??"–"}</td>`)}<td>${i.points}</td></tr>`)}</tbody>
  </table>`}function Ms(t,e){switch(e){case"last_round":return t.t("result-ended-last-round");case"everyone_captained":return t.t("result-ended-everyone-captained");case"too_few_players":return t.t("result-ended-too-few-players");default:return""}}function Os(t,e){return t.players.some(n=>n.id===e&&!n.present)}function Qn({view:t}){let e=w(),n=D(),[o,s]=y(!1),[r,a]=y(null),i=`${t.game?.number}.${t.game?.round_number}.${t.round?.phase}`;if(R(()=>{o&&n.run(async()=>a((await S.rounds(t.code)).rounds))},[o,i]),!t.game||t.game.round_number===0)return null;let u=c=>A(t,c),p=(r??[]).filter(c=>c.result).reverse();return l`<details class="card history" onToggle=${c=>s(c.currentTarget.open)}>
    <summary>${e.t("result-history")}</summary>
    <${L} problem=${n.problem} />
    <ol class="history-list">
      ${p.map(c=>{let m=c.result,f=m.points.find(d=>d.player_id===t.me?.player_id);return l`<li>
          <h3>${e.t("result-history-round",{n:c.number})}</h3>
          <p>${xt(e,m,u)} ${Tt(e,m)}</p>
          ${m.spies.length>0&&l`<p>${e.t("result-spy-was",{names:We(e,m.spies.map(u)),count:m.spies.length})}</p>`}
          ${m.locations.length>0&&l`<p>${e.t("result-location-was",{place:m.locations.map(d=>d.name).join(", ")})}</p>`}
          ${f&&l`<p class="muted">${e.t("result-my-points",{points:`${f.points>0?"+":""}${f.points}`})}</p>`}
        </li>`})}
    </ol>
  </details>`}function Ye({view:t}){let e=w(),n=t.game?.settings??t.settings,o=n.mode==="team",s=n.rule_set==="time_travel",r=o?[e.t("rules-team"),e.t("rules-team-picks"),e.t("rules-team-end"),e.t("rules-team-score")]:[e.t("rules-basics"),e.t("rules-questions"),e.t("rules-vote"),e.t("rules-guess"),s?e.t("rules-time-up-travel"):e.t("rules-time-up-classic"),s?e.t("rules-score-travel"):e.t("rules-score-classic"),...s?[e.t("rules-small-tables")]:[],...n.spies>1?[e.t("rules-two-spies")]:[]];return l`<details class="card rules">
    <summary>${e.t("rules-title")}</summary>
    <ul>${r.map(a=>l`<li>${a}</li>`)}</ul>
  </details>`}function eo({view:t,show:e}){let n=w(),o=D(),[s,r]=y(!1),[a,i]=y(!1),[u,p]=y(!1),c=t.me;if(!c)return null;let m=E=>o.run(async()=>e(await E())),f=H(t,"start_game"),d=H(t,"deal"),h=t.table.next_dealer_id,b=!!(t.round&&t.round.phase!=="over"),v=t.table.league_play,x=!b&&!d&&v?v.closed==="night_finished"?n.t("lobby-league-night-finished"):v.closed==="seating_over"?n.t("lobby-league-seating-over"):v.games_left===0?n.t("lobby-league-games-played",{n:v.games_per_table}):null:null,T=b?null:x||(h&&!d?n.t("lobby-waiting-for-deal",{name:A(t,h)}):!f&&!d?n.t("lobby-waiting-for-host"):null),_=t.players.filter(E=>E.seat!=null).length,k=t.table.min_players-_,M=H(t,"change_settings"),j=!!(t.game&&!t.game.over);return l`<div class="lobby">
    <h1 class="visually-hidden">${n.t("lobby-heading")}</h1>
    ${t.round?.result&&l`<${Xn} view=${t} />`}
    ${c.in_round===!1&&t.round&&t.round.phase!=="over"&&l`<p class="notice">${n.t("lobby-wait-next-round")}</p>`}
    <div class="actions">
      ${f&&!j&&l`<button class="primary" type="button" disabled=${o.busy} onClick=${()=>m(()=>S.startGame(t.code))}>${n.t("lobby-start-game")}</button>`}
      ${f&&j&&!a&&l`<button type="button" onClick=${()=>i(!0)}>${n.t("lobby-new-game")}</button>`}
      ${a&&l`<div class="card confirm" role="group"><p>${n.t("lobby-confirm-new-game")}</p>
        <button class="primary danger" type="button" disabled=${o.busy} onClick=${()=>(i(!1),m(()=>S.startGame(t.code)))}>${n.t("lobby-new-game")}</button>
        <button class="quiet" type="button" onClick=${()=>i(!1)}>${n.t("round-cancel")}</button></div>`}
      ${d&&l`<button class="primary" type="button" disabled=${o.busy} onClick=${()=>m(()=>S.deal(t.code))}>${t.round?n.t("lobby-deal-next"):n.t("lobby-deal")}</button>`}
      ${T&&l`<p class="muted" role="status">${T}</p>`}
    </div>
    <${L} problem=${o.problem} />
    <${Ds} view=${t} write=${m} busy=${o.busy} />
    <p class=${k>0?"notice":"muted"}>${n.t("lobby-bounds",{min:t.table.min_players,max:t.table.max_players})}
      ${k>0&&` ${n.t("lobby-need-more",{n:k})}`}</p>
    <${Qn} view=${t} />
    <${Ye} view=${t} />
    ${!t.table.league&&l`<${Is} view=${t} folded=${!!t.game} />`}
    <${js} view=${t} />
    ${M&&(s?l`<section class="card"><h2>${n.t("settings-title")}</h2>
          ${t.game?.settings&&l`<p class="notice">${n.t("settings-applies-next-game")}</p>`}
          <${Ge} current=${t.settings} busy=${o.busy} submitLabel=${n.t("settings-save")}
            onSubmit=${E=>m(async()=>{let P=await S.updateRoom(t.code,{settings:E});return r(!1),P})} />
        </section>`:l`<button type="button" onClick=${()=>r(!0)}>${n.t("settings-title")}</button>`)}
    ${H(t,"leave")&&!u&&l`<button class="quiet" type="button" disabled=${o.busy} onClick=${()=>p(!0)}>${n.t("lobby-leave")}</button>`}
    ${u&&l`<div class="card confirm" role="alertdialog" aria-label=${n.t("lobby-leave")}><p>${n.t("table-confirm-leave-lobby")}</p>
      <button class="primary danger" type="button" disabled=${o.busy} onClick=${()=>(p(!1),m(()=>S.removePlayer(t.code,c.player_id)))}>${n.t("lobby-leave")}</button>
      <button class="quiet" type="button" onClick=${()=>p(!1)}>${n.t("round-cancel")}</button></div>`}
  </div>`}function Is({view:t,folded:e}){let n=w(),[o,s]=y(!1),r=t.code,a=t.table.join_url,i=async()=>{await Be(a,".join-link input"),s(!0)},u=()=>navigator.share({title:n.t("app-title"),text:n.t("lobby-share-text",{code:r}),url:a}).catch(()=>{}),p=l`<p>${n.t("lobby-share")}</p>
    <p class="join-code"><span class="muted">${n.t("lobby-code")}</span> <strong>${r}</strong></p>
    <label class="field join-link">${n.t("lobby-link")}
      <input type="text" readonly value=${a} onFocus=${c=>c.currentTarget.select()} />
    </label>
    <div class="actions">
      <button type="button" onClick=${i}>${o?n.t("lobby-copied"):n.t("lobby-copy")}</button>
      ${typeof navigator.share=="function"&&l`<button type="button" onClick=${u}>${n.t("lobby-share-button")}</button>`}
    </div>
    ${t.table.join_url_local_only&&l`<p class="notice" role="status">${n.t("lobby-local-only")}</p>`}
    <img class="qr" src=${`/r/${r}/qr.svg`} alt=${n.t("lobby-qr-alt",{code:r})} width="180" height="180" />`;return e?l`<details class="card share"><summary>${n.t("lobby-invite")}</summary>${p}</details>`:l`<section class="card share">${p}</section>`}function Ds({view:t,write:e,busy:n}){let o=w(),s=t.players.filter(p=>p.seat!=null).sort((p,c)=>(p.seat??0)-(c.seat??0)),r=H(t,"kick"),a=H(t,"hand_over_host"),i=H(t,"change_seat_order"),u=(p,c)=>{let m=s.map(f=>f.id);[m[p],m[c]]=[m[c],m[p]],e(()=>S.updateRoom(t.code,{seat_order:m}))};return l`<section class="card">
    <h2>${o.t("lobby-players")}</h2>
    <ol class="players">
      ${s.map((p,c)=>l`<li class=${p.present?"":"away"}>
          <span class="name">${p.display_name}</span>
          <span class="tags">
            ${p.id===t.host_id&&l`<span class="tag">${o.t("lobby-host")}</span>`}
            ${p.id===t.me?.player_id&&l`<span class="tag">${o.t("lobby-you")}</span>`}
            ${!p.present&&l`<span class="tag">${o.t("lobby-away")}</span>`}
            ${t.game&&l`<span class="score">${o.t("lobby-points",{n:p.score})}</span>`}
          </span>
          ${(i||a?.players.includes(p.id)||r?.players.includes(p.id))&&l`<details class="row-actions">
            <summary aria-label=${o.t("lobby-manage",{name:p.display_name})}>${o.t("lobby-manage-short")}</summary>
            ${i&&c>0&&l`<button type="button" class="small" disabled=${n} aria-label=${o.t("lobby-move-up",{name:p.display_name})} onClick=${()=>u(c,c-1)}>↑</button>`}
            ${i&&c<s.length-1&&l`<button type="button" class="small" disabled=${n} aria-label=${o.t("lobby-move-down",{name:p.display_name})} onClick=${()=>u(c,c+1)}>↓</button>`}
            ${a?.players.includes(p.id)&&l`<button type="button" class="small" disabled=${n} onClick=${()=>e(()=>S.handOverHost(t.code,p.id))}>${o.t("lobby-make-host",{name:p.display_name})}</button>`}
            ${r?.players.includes(p.id)&&l`<button type="button" class="small danger" disabled=${n} onClick=${()=>e(()=>S.removePlayer(t.code,p.id))}>${o.t("lobby-kick",{name:p.display_name})}</button>`}
          </details>`}
        </li>`)}
    </ol>
  </section>`}function js({view:t}){let e=w(),n=t.game?.settings;if(!n)return null;let o=t.settings,r=["rule_set","mode","pack_ids","location_ids","rounds","round_minutes","show_roles","vote_timeout_seconds","spies","captain_passes"].filter(i=>JSON.stringify(n[i])!==JSON.stringify(o[i])),a=(i,u)=>i!=="location_ids"?Fs(e,u):Array.isArray(u)?e.t("settings-locations-some",{count:u.length}):e.t("settings-locations-all");return r.length===0?null:l`<section class="card">
    <h2>${e.t("settings-changed-title")}</h2>
    <p class="muted">${e.t("settings-applies-next-game")}</p>
    <table class="settings-change">
      <thead><tr><th scope="col"></th><th scope="col">${e.t("settings-this-game")}</th><th scope="col">${e.t("settings-next-game")}</th></tr></thead>
      <tbody>
        ${r.map(i=>l`<tr><th scope="row">${e.t(`settings-labels-${i}`)}</th><td>${a(i,n[i])}</td><td>${a(i,o[i])}</td></tr>`)}
      </tbody>
    </table>
  </section>`}function Fs(t,e){return e==null?t.t("settings-round-minutes-auto"):typeof e=="boolean"?e?t.t("settings-yes"):t.t("settings-no"):Array.isArray(e)?e.join(", "):e==="classic"||e==="time_travel"||e==="standard"||e==="team"?t.t(`settings-${e}`):String(e)}function to({view:t,show:e}){let n=w(),o=D(),[s,r]=y(null),a=t.me;if(!a)return null;let i=H(t,"kick"),u=H(t,"hand_over_host"),p=H(t,"abandon_round"),c=H(t,"leave"),m=t.code,f=(h,b,v)=>()=>r({text:h,label:b,write:v});if(s)return l`<section class="card confirm" role="alertdialog" aria-label=${s.label}>
      <p>${s.text}</p>
      <button type="button" class="primary danger" disabled=${o.busy}
        onClick=${()=>o.run(async()=>(e(await s.write()),r(null)))}>${s.label}</button>
      <button type="button" class="quiet" onClick=${()=>r(null)}>${n.t("round-cancel")}</button>
      <${L} problem=${o.problem} />
    </section>`;let d=t.players.filter(h=>h.seat!=null&&h.id!==a.player_id);return l`<details class="card table-controls">
    <summary>${n.t("table-title")}</summary>
    ${d.map(h=>{let b=h.display_name,v=i?.players.includes(h.id),x=u?.players.includes(h.id);return(v||x)&&l`<div class="row-actions">
        ${x&&l`<button type="button" class="small" onClick=${f(n.t("table-confirm-host",{name:b}),n.t("lobby-make-host",{name:b}),()=>S.handOverHost(m,h.id))}>${n.t("lobby-make-host",{name:b})}</button>`}
        ${v&&l`<button type="button" class="small danger" onClick=${f(n.t("table-confirm-remove",{name:b}),n.t("lobby-kick",{name:b}),()=>S.removePlayer(m,h.id))}>${n.t("lobby-kick",{name:b})}</button>`}
      </div>`})}
    ${p&&l`<button type="button" class="danger" onClick=${f(n.t("lobby-confirm-abandon"),n.t("lobby-abandon"),()=>S.abandonRound(m))}>${n.t("lobby-abandon")}</button>`}
    ${c&&l`<button type="button" class="quiet" onClick=${f(n.t("table-confirm-leave"),n.t("lobby-leave"),()=>S.removePlayer(m,a.player_id))}>${n.t("lobby-leave")}</button>`}
  </details>`}function no({view:t}){let e=w(),[n,o]=y(t.host_id),s=t.me&&t.host_id===t.me.player_id;return n!==t.host_id&&!s&&o(t.host_id),!s||n===t.host_id?null:l`<p class="notice" role="status">${e.t("table-now-host")}
    <button type="button" class="quiet small" onClick=${()=>o(t.host_id)}>${e.t("table-got-it")}</button></p>`}function oo(t){let e=Math.max(0,Math.ceil(t/1e3));return`${Math.floor(e/60)}:${String(e%60).padStart(2,"0")}`}function Us(t,e){return!t.running||!t.deadline?t.remaining_ms:Date.parse(t.deadline)-(Date.now()+e)}var Ws=3e4;function so(t,e){let[,n]=y(0);R(()=>{if(!t)return;let o=setInterval(()=>n(s=>s+1),1e3);return()=>clearInterval(o)},[t,e])}function ro({clock:t,skew:e,paused:n}){let o=w();so(t.running,t.deadline);let s=Us(t,e);if(s<=0)return l`<p class="clock up" role="status">${o.t("round-time-is-up")}</p>`;let r=t.running&&s<=Ws;return l`<p class=${`clock${t.running?"":" stopped"}${r?" urgent":""}`}>
    <span class="visually-hidden">${t.running?o.t("round-clock-running"):o.t("round-clock-stopped")}: </span>
    <time role="timer">${oo(s)}</time>
    ${!t.running&&l` <span class="muted">${n?o.t("round-clock-paused"):o.t("round-clock-stopped")}</span>`}
  </p>`}function me({deadline:t,skew:e,pausedSince:n}){let o=w();so(!n,t);let s=n?Date.parse(n):Date.now()+e,r=Date.parse(t)-s;return l`<p class=${`countdown${r<=1e4?" urgent":""}`}>
    <span role="timer">${o.t("round-time-left",{time:oo(r)})}</span>
  </p>`}var Vs=6e3;function Et({card:t,showRoles:e,spies:n=1,children:o}){let s=w(),[r,a]=y(!1);if(R(()=>{if(!r)return;let u=setTimeout(()=>a(!1),Vs);return()=>clearTimeout(u)},[r]),!t)return null;let i=t.spy?l`<p class="card-title">${n>1?s.t("round-you-are-one-of-two-spies"):s.t("round-you-are-spy")}</p><p class="muted">${s.t("round-spy-hint")}</p>`:l`<p class="card-label">${s.t("round-location")}</p>
        <p class="card-title">${t.location?.name}</p>
        ${e&&t.role&&l`<p class="card-label">${s.t("round-role")}</p><p class="card-role">${t.role}</p>`}`;return l`<section class="card my-card">
    <button type="button" class="card-button" aria-expanded=${r} aria-controls="card-face"
      onClick=${()=>a(!r)} onContextMenu=${u=>u.preventDefault()}>
      ${r?s.t("round-hide-card"):s.t("round-show-card")}
    </button>
    <div id="card-face" class="card-face" hidden=${!r}>
      ${r&&i}
      ${r&&o&&l`<div class="actions" onClick=${()=>a(!1)}>${o}</div>`}
    </div>
    <p class="muted small-print">${s.t("round-card-hint")}</p>
  </section>`}var ao=(t,e)=>`spyfall.${t}.${e.code}.`,ae=(t,e)=>`${ao(t,e)}${e.game?.number}.${e.round?.number}`;function he(t,e){try{return JSON.parse(localStorage.getItem(t)??"null")??e}catch{return e}}function Ke(t,e,n){let o=ae(t,e);try{let s=ao(t,e);for(let r of Object.keys(localStorage))r.startsWith(s)&&r!==o&&localStorage.removeItem(r);localStorage.setItem(o,JSON.stringify(n))}catch{}}var qs=(t,e)=>{let n=new Intl.Collator(e);return[...t].sort((o,s)=>n.compare(o.name,s.name))};function Je({view:t,onPick:e}){let n=w(),o=ae("crossed",t),[s,r]=y(()=>he(o,[]));R(()=>r(he(o,[])),[o]);let a=i=>{let u=s.includes(i)?s.filter(p=>p!==i):[...s,i];r(u),Ke("crossed",t,u)};return l`<section class="card">
    <h2>${n.t("round-locations")}</h2>
    <p class="muted">${e?n.t("round-guess-pick"):n.t("round-locations-hint")}</p>
    <ul class="grid">
      ${qs(t.candidate_locations,n.lang).map(i=>{let u=s.includes(i.id),p=i.used?n.t("round-used"):u?n.t("round-crossed"):"";return l`<li>
          <button type="button" class=${`location${i.used?" used":""}${u?" crossed":""}`}
            aria-pressed=${e?void 0:u} disabled=${!!(e&&i.used)}
            onClick=${()=>e?e(i.id):a(i.id)}>
            <span class="location-name">${i.name}</span>
            ${p&&l`<span class="location-state">${p}</span>`}
          </button>
        </li>`})}
    </ul>
  </section>`}var zs=t=>t===void 0?"suspected":t==="suspected"?"cleared":void 0;function io({view:t}){let e=w(),n=ae("suspects",t),[o,s]=y(()=>he(n,{})),[r,a]=y("");R(()=>s(he(n,{})),[n]);let i=c=>c==="suspected"?e.t("round-suspected"):c==="cleared"?e.t("round-cleared"):"",u=t.players.filter(c=>c.seat!=null).sort((c,m)=>(c.seat??0)-(m.seat??0));if(u.length===0)return null;let p=c=>{let m=zs(o[c.id]),f={...o};m?f[c.id]=m:delete f[c.id],s(f),Ke("suspects",t,f),a(`${c.display_name}: ${i(m)||e.t("round-unmarked")}`)};return l`<section class="card" aria-labelledby="suspects-title">
    <h2 id="suspects-title">${e.t("round-suspects")}</h2>
    <p class="muted" id="suspects-hint">${e.t("round-suspects-hint")}</p>
    <p class="visually-hidden" aria-live="polite">${r}</p>
    <ul class="grid suspects">
      ${u.map(c=>{let m=o[c.id],f=i(m);return l`<li>
          <button type="button" class=${`suspect${m?` ${m}`:""}`} aria-describedby="suspects-hint" onClick=${()=>p(c)}>
            <span class="suspect-name">${c.display_name}</span>
            ${f&&l`<span class="location-state">${f}</span>`}
          </button>
        </li>`})}
    </ul>
  </section>`}function uo({view:t}){let e=w(),n=t.round?.log??[];if(n.length===0)return null;let o=r=>A(t,r),s=(r,a)=>{switch(r.type){case"question_asked":return e.t("round-log-asked",{actor:o(r.asker_id),subject:o(r.target_id)});case"accusation_opened":return e.t("round-log-accused",{actor:o(r.accuser_id),subject:o(r.suspect_id)});case"vote_cast":return e.t("round-log-voted",{actor:o(r.player_id),vote:r.yes?"yes":"no"});case"vote_failed":return co(e,n,a,o);case"time_up":return e.t("round-log-time-up");case"final_vote_opened":return e.t("round-log-final-vote",{subject:o(r.suspect_id)});case"reveal_proposed":return e.t("round-log-reveal-proposed",{actor:o(r.player_id)});case"reveal_agreed":return e.t("round-log-reveal-agreed",{actor:o(r.player_id)});case"reveal_refused":return e.t("round-log-reveal-refused",{actor:o(r.player_id)});case"reveal_expired":return e.t("round-log-reveal-expired",{actor:o(r.player_id)});case"spy_guessed":return e.t("round-log-guessed",{actor:o(r.player_id)});case"team_locations_guessed":return e.t("round-log-team-guessed");case"first_captain_chosen":return e.t("round-log-first-captain",{actor:o(r.captain_id)});case"agent_picked":return e.t("round-log-picked",{actor:o(r.captain_id),subject:o(r.agent_id)});case"pick_refused":return e.t("round-log-pick-refused",{actor:o(r.captain_id)});case"player_left":return e.t(r.departure==="removed"?"round-log-removed":"round-log-left",{actor:o(r.player_id)});case"round_abandoned":return r.by==="organizer"?e.t("round-log-ended-by-organizer"):e.t("round-log-abandoned");case"round_paused":return r.reason?e.t("round-log-paused-reason",{actor:o(r.player_id),reason:r.reason}):e.t("round-log-paused",{actor:o(r.player_id)});case"round_resumed":return e.t("round-log-resumed",{actor:o(r.player_id)});case"round_ended":return e.t("round-log-ended");default:return e.t("round-log-other")}};return l`<section class="card">
    <h2>${e.t("round-log")}</h2>
    <ol class="log" reversed>
      ${[...n].reverse().map((r,a)=>l`<li>${s(r.event,n.length-1-a)}</li>`)}
    </ol>
  </section>`}function co(t,e,n,o){let s=e[n].event;if(s.type!=="vote_failed")return"";let r=s.missing_ids??[];if(r.length>0)return t.t("round-log-vote-timed-out",{subject:o(s.suspect_id),missing:r.map(o).join(", ")});let a=e[n-1]?.event;return a?.type==="vote_cast"&&!a.yes?t.t("round-log-vote-failed-no",{subject:o(s.suspect_id),no:o(a.player_id)}):t.t("round-log-vote-failed",{subject:o(s.suspect_id)})}var lo=8e3,Bs=6e4;function po({view:t,skew:e}){let n=w(),o=t.round?.log??[],s=o.length-1;for(;s>=0&&!["vote_failed","reveal_refused","reveal_expired"].includes(o[s].event.type);)s-=1;let r=s<0?null:`${o[s].at}/${s}`,a=s>=0&&Date.now()+e-Date.parse(o[s].at)<Bs,[i,u]=y({key:null,at:0});r!==i.key&&u({key:r,at:Date.now()});let[,p]=y(0);if(R(()=>{if(!r)return;let d=setTimeout(()=>p(h=>h+1),lo);return()=>clearTimeout(d)},[r]),!a||r!==i.key||Date.now()-i.at>=lo)return null;let c=d=>A(t,d),m=o[s].event,f=m.type==="vote_failed"?co(n,o,s,c):m.type==="reveal_refused"?n.t("round-log-reveal-refused",{actor:c(m.player_id)}):m.type==="reveal_expired"?n.t("round-log-reveal-expired",{actor:c(m.player_id)}):"";return l`<p class="notice recent" role="status">${f}</p>`}function mo(){R(()=>{let t=navigator,e=null,n=!1,o=()=>{!t.wakeLock||document.visibilityState!=="visible"||t.wakeLock.request("screen").then(s=>n?s.release():e=s).catch(()=>{})};return o(),document.addEventListener("visibilitychange",o),()=>{n=!0,document.removeEventListener("visibilitychange",o),e?.release().catch(()=>{})}},[])}function ie(t){let e=se(!1);R(()=>{t&&!e.current&&"vibrate"in navigator&&navigator.vibrate(200),e.current=t},[t])}function Rt({view:t,ids:e}){let n=w();return e.length===0?null:l`<p class="muted">${n.t("round-waiting-for",{names:e.map(o=>A(t,o)).join(", ")})}</p>`}function ho({view:t,busy:e,act:n,skew:o}){let s=w(),r=t.round?.vote,a=!!G(t,"vote");if(ie(a),!r)return null;let i=A(t,r.suspect_id);return l`<section class="card vote" aria-live="polite">
    ${r.accuser_id&&l`<p>${s.t("round-vote-title",{accuser:A(t,r.accuser_id),suspect:i})}</p>`}
    <h2>${s.t("round-vote-question",{suspect:i})}</h2>
    <${me} deadline=${r.deadline} skew=${o} pausedSince=${t.round?.paused?.since} />
    <${Rt} view=${t} ids=${r.waiting_for} />
    ${a&&l`<p class="notice">${s.t("round-your-vote-needed")}</p>
      <div class="choices two">
        <button type="button" class="primary danger" disabled=${e} onClick=${()=>n({type:"vote",yes:!0})}>${s.t("round-vote-yes")}</button>
        <button type="button" disabled=${e} onClick=${()=>n({type:"vote",yes:!1})}>${s.t("round-vote-no")}</button>
      </div>`}
    <h3>${s.t("round-ballots")} (${r.ballots.length}/${r.voters_total})</h3>
    <ul class="ballots">
      ${r.ballots.map(u=>l`<li>${A(t,u.player_id)}: <strong>${u.yes?s.t("round-voted-yes"):s.t("round-voted-no")}</strong></li>`)}
    </ul>
  </section>`}function fo({view:t}){let e=w(),n=t.round?.final_voting;return n?l`<section class="card">
    <h2>${e.t("round-final-voting")}</h2>
    <p>${e.t("round-final-explained")}</p>
    ${n.current_suspect_id&&l`<p>${e.t("round-final-now",{name:A(t,n.current_suspect_id)})}</p>`}
    ${n.next_suspect_ids.length>0&&l`<p class="muted">${e.t("round-final-next")}: ${n.next_suspect_ids.map(o=>A(t,o)).join(", ")}</p>`}
  </section>`:null}function go({view:t,busy:e,act:n,skew:o}){let s=w(),r=t.round?.reveal_proposal,a=!!G(t,"answer_reveal_middle");if(ie(a),!r)return null;let i=r.agreed.map(u=>A(t,u));return l`<section class="card vote" aria-live="polite">
    <h2>${s.t("reveal-proposed",{name:A(t,r.proposed_by)})}</h2>
    <${me} deadline=${r.deadline} skew=${o} pausedSince=${t.round?.paused?.since} />
    <${Rt} view=${t} ids=${r.waiting_for} />
    ${i.length>0&&l`<p>${s.t("reveal-agreed")}: ${i.join(", ")}</p>`}
    ${a?l`<p class="notice">${s.t("reveal-your-answer")}</p>
          <div class="choices two">
            <button type="button" class="primary" disabled=${e} onClick=${()=>n({type:"answer_reveal_middle",agree:!0})}>${s.t("reveal-agree")}</button>
            <button type="button" disabled=${e} onClick=${()=>n({type:"answer_reveal_middle",agree:!1})}>${s.t("reveal-refuse")}</button>
          </div>`:l`<p class="muted">${s.t("reveal-waiting")}</p>`}
  </section>`}function _o({view:t,busy:e,act:n}){let o=w(),s=t.round?.team,r=G(t,"choose_first_captain"),a=G(t,"pick"),i=G(t,"refuse_pick");if(ie(!!(r||a)),!s)return null;let u=f=>A(t,f),p=t.me?.team_role,c=t.round?.phase,m=c==="team_questions"||c==="team_picking"?t.round?.turn_player_id:null;return l`<section class="card team" aria-live="polite">
    <h2>${o.t("team-title")}</h2>
    ${p&&l`<p><strong>${p==="captain"?o.t("team-you-captain"):o.t("team-you-agent")}</strong></p>`}
    <ul class="teams">
      ${(s.order??s.captains).map(f=>{let d=s.picks.filter(b=>b.captain_id===f).map(b=>u(b.agent_id)),h=s.refused.includes(f);return l`<li>
          <strong>${o.t("team-captain",{name:u(f)})}</strong>${h?` (${o.t("team-refused-mark")})`:""}${`: ${d.length>0?d.join(", "):o.t("team-nobody-yet")}`}
        </li>`})}
    </ul>
    ${m&&l`<p><strong>${c==="team_picking"?o.t("team-now-picking",{name:u(m)}):o.t("team-now-asking",{name:u(m)})}</strong></p>`}
    ${s.unpicked_agents.length>0&&l`<p class="muted">${o.t("team-unpicked")}: ${s.unpicked_agents.map(u).join(", ")}</p>`}
    ${r&&l`<p class="notice">${o.t("team-choose-first")}</p>
      <div class="choices">${r.captains.map(f=>l`<button type="button" disabled=${e} onClick=${()=>n({type:"choose_first_captain",captain:f})}>${o.t("team-first-is",{name:u(f)})}</button>`)}</div>`}
    ${!r&&s.choosing_first_captain.length>0&&l`<p class="muted">${o.t("team-captains-choosing")}</p>`}
    ${a&&l`<p class="notice">${o.t("team-pick-whom")}</p>
      <div class="choices">${a.agents.map(f=>l`<button type="button" disabled=${e} onClick=${()=>n({type:"pick",agent:f})}>${o.t("team-pick",{name:u(f)})}</button>`)}</div>`}
    ${i&&l`<button type="button" class="quiet" disabled=${e} onClick=${()=>n({type:"refuse_pick"})}>${o.t("team-refuse")}</button>`}
  </section>`}function yo({view:t,busy:e,act:n}){let o=w(),[s,r]=y([]),a=!!G(t,"guess_team_locations"),i=t.round?.team?.guess_for??[];if(ie(a),R(()=>r([]),[t.round?.number]),t.round?.phase!=="team_spy_guess")return null;if(!a||i.length!==2)return l`<p class="notice" role="status">${o.t("team-spy-guessing",{name:A(t,t.round.turn_player_id)})}</p>`;let u=i[Math.min(s.length,1)],p=s.map(c=>Zn(t,c));return l`<section class="card confirm" aria-live="polite">
    <h2>${o.t("team-guess-title")}</h2>
    ${p.map((c,m)=>l`<p>${o.t("team-guessed",{captain:A(t,i[m]),place:c})}</p>`)}
    ${s.length<2?l`<p class="notice">${o.t("team-guess-for",{captain:A(t,u)})}</p>`:l`<button type="button" class="primary danger" disabled=${e}
          onClick=${()=>n({type:"guess_team_locations",locations:s})}>${o.t("team-confirm-guess")}</button>`}
    ${s.length>0&&l`<button type="button" class="quiet" onClick=${()=>r([])}>${o.t("team-start-again")}</button>`}
  </section>
  ${s.length<2&&l`<${Je} view=${t} onPick=${c=>r([...s,c])} />`}`}var Hs=100;function bo({view:t,show:e}){let n=w(),o=D(),[s,r]=y(!1),[a,i]=y(""),u=t.round?.paused,p=t.code;if(u){let m=H(t,"resume_round");return l`<section class="card paused" role="status" aria-live="polite">
      <h2>${n.t("round-paused")}</h2>
      ${u.reason&&l`<p class="pause-reason">${u.reason}</p>`}
      <p class="muted">${n.t("round-paused-by",{name:A(t,u.player_id)})}</p>
      ${m&&l`<button type="button" class="primary" disabled=${o.busy}
        onClick=${()=>o.run(async()=>e(await S.resumeRound(p)))}>${n.t("round-resume")}</button>`}
      <${L} problem=${o.problem} />
    </section>`}return H(t,"pause_round")?s?l`<form class="card pause-form" onSubmit=${m=>{m.preventDefault(),o.run(async()=>{e(await S.pauseRound(p,a.trim()||void 0)),r(!1),i("")})}}>
    <label>${n.t("round-pause-reason")}
      <input type="text" maxlength=${Hs} value=${a} placeholder=${n.t("round-pause-reason-example")}
        onInput=${m=>i(m.currentTarget.value)} />
    </label>
    <button type="submit" class="primary" disabled=${o.busy}>${n.t("round-pause-confirm")}</button>
    <button type="button" class="quiet" onClick=${()=>r(!1)}>${n.t("round-cancel")}</button>
    <${L} problem=${o.problem} />
  </form>`:l`<div class="actions pause"><button type="button" class="quiet" onClick=${()=>r(!0)}>${n.t("round-pause")}</button></div>`:null}var Gs=15e3;async function Ys(t,e,n){try{n(await S.move(t,e))}catch(o){throw o instanceof q&&o.code==="version_mismatch"&&n(await S.roomAfter(t.code,t.version)),o}}function $o({view:t,show:e,skew:n}){let o=w(),s=D(),[r,a]=y(null),[i,u]=y(null),[p,c]=y(null);mo();let m=t.round,f=t.game;if(R(()=>{a(null),u(null),c(null)},[m?.number,m?.phase]),R(()=>{if(!r&&!i&&!p)return;let $=setTimeout(()=>(a(null),u(null),c(null)),Gs);return()=>clearTimeout($)},[r,i,p]),R(()=>{(i||p)&&document.querySelector(".round .confirm")?.scrollIntoView({block:"center"})},[i,p]),!m||!f)return null;let d=$=>s.run(()=>Ys(t,$,e)),h=G(t,"ask"),b=G(t,"accuse"),v=G(t,"guess"),x=G(t,"propose_reveal_middle"),T=G(t,"guess_team_locations"),k=m.phase==="playing"||m.phase==="team_questions"?m.turn_player_id:null,M=m.variant==="two_player"||m.variant==="three_player",j=$=>(t.me?.card_moves??[]).some(C=>C===$),E=b&&r!=="accuse"&&l`<button type="button" onClick=${()=>a("accuse")}>${o.t("round-accuse")}</button>`,P=v&&r!=="guess"&&l`<button type="button" onClick=${()=>a("guess")}>${o.t("round-guess")}</button>`,g=[j("accuse")&&E,j("guess")&&P].filter(Boolean);return l`<div class="round">
    <header class="round-head">
      <h1>${o.t("round-title",{n:m.number,total:f.rounds_total})}</h1>
      <${ro} clock=${m.clock} skew=${n} paused=${!!m.paused} />
    </header>
    <${bo} view=${t} show=${e} />
    <${Et} card=${m.my_card} showRoles=${t.settings.show_roles} spies=${(f.settings??t.settings).spies}>
      ${g.length>0?g:null}
    </${Et}>
    ${m.final_voting&&l`<${fo} view=${t} busy=${s.busy} act=${d} />`}
    <${po} view=${t} skew=${n} />
    ${m.vote&&l`<${ho} view=${t} busy=${s.busy} act=${d} skew=${n} />`}
    ${m.reveal_proposal&&l`<${go} view=${t} busy=${s.busy} act=${d} skew=${n} />`}
    ${m.team&&l`<${_o} view=${t} busy=${s.busy} act=${d} />`}
    ${m.phase==="team_spy_guess"&&l`<${yo} view=${t} busy=${s.busy} act=${d} />`}
    ${m.phase==="team_spy_guess"&&m.team?.guess_deadline&&l`<${me} deadline=${m.team.guess_deadline} skew=${n} pausedSince=${m.paused?.since} />`}
    ${k&&!m.vote&&l`<section class="card turn" aria-live="polite">
      <p><strong>${k===t.me?.player_id?o.t("round-your-turn"):o.t("round-their-turn",{name:A(t,k)})}</strong></p>
      ${h&&l`<p class="muted">${o.t("round-ask-whom")}</p>
        <div class="choices">${h.targets.map($=>l`<button type="button" disabled=${s.busy} onClick=${()=>d({type:"ask",target:$})}>${o.t("round-ask",{name:A(t,$)})}</button>`)}</div>`}
    </section>`}
    ${r==="accuse"&&b&&!p&&l`<section class="card" aria-label=${o.t("round-accuse")}>
      <p>${M?o.t("round-accuse-whom-small"):o.t("round-accuse-whom")}</p>
      <div class="choices">${b.suspects.map($=>l`<button type="button" class="danger" disabled=${s.busy}
          onClick=${()=>M?c($):d({type:"accuse",suspect:$})}>${o.t("round-accuse-one",{name:A(t,$)})}</button>`)}</div>
      <button type="button" class="quiet" onClick=${()=>a(null)}>${o.t("round-cancel")}</button>
    </section>`}
    ${p&&l`<section class="card confirm" role="alertdialog" aria-label=${o.t("round-accuse")}>
      <p>${o.t("round-accuse-confirm",{name:A(t,p)})}</p>
      <button type="button" class="primary danger" disabled=${s.busy} onClick=${()=>d({type:"accuse",suspect:p})}>${o.t("round-confirm")}</button>
      <button type="button" class="quiet" onClick=${()=>(c(null),a(null))}>${o.t("round-cancel")}</button>
    </section>`}
    ${i&&l`<section class="card confirm" role="alertdialog" aria-label=${o.t("round-guess")}>
      <p>${o.t("round-guess-confirm",{place:t.candidate_locations.find($=>$.id===i)?.name??""})}</p>
      <button type="button" class="primary danger" disabled=${s.busy} onClick=${()=>d({type:"guess",location_id:i})}>${o.t("round-confirm")}</button>
      <button type="button" class="quiet" onClick=${()=>(u(null),a(null))}>${o.t("round-cancel")}</button>
    </section>`}
    <div class="actions">
      ${!j("accuse")&&E}
      ${!j("guess")&&P}
      ${x&&l`<button type="button" disabled=${s.busy} onClick=${()=>d({type:"propose_reveal_middle"})}>${o.t("reveal-propose")}</button>`}
    </div>
    <${L} problem=${s.problem} />
    ${r==="guess"&&!i&&l`<p class="notice">${o.t("round-guess-pick")} <button type="button" class="quiet small" onClick=${()=>a(null)}>${o.t("round-cancel")}</button></p>`}
    ${!T&&l`<${Je} key=${ae("crossed",t)} view=${t} onPick=${r==="guess"&&v?u:null} />`}
    <${io} key=${ae("suspects",t)} view=${t} />
    <${uo} view=${t} />
    <${Ye} view=${t} />
    <${to} view=${t} show=${e} />
  </div>`}function Ze({code:t,session:e,setSession:n,embedded:o=!1,carrier:s=null}){let r=w(),[a,i]=y(null),[u,p]=y(r.lang),[c,m]=y(0),[f,d]=y("live"),[h,b]=y(null),[v,x]=y(null),T=se(null);R(()=>{if(!e)return;b(null);let E=r.lang,P=Kn(t,{onView:g=>{m(Date.parse(g.now)-Date.now()),i(g),p(E)},onLink:d,onRefused:g=>{g.code==="unauthorized"&&n(null),b(g)}},s);return T.current=P,()=>P.stop()},[t,e?.token,s,s?null:r.lang]);let _=E=>T.current?.show(E.view,E.etag),k;if(h&&h.code!=="unauthorized")k=l`<${L} problem=${h} />`;else if(a&&a.table.closed&&!a.me)k=null;else if(!e||a&&!a.me&&!a.removed)k=l`<${vo} code=${t} session=${e} setSession=${n} show=${_}
      problem=${v} setProblem=${x} />`;else if(!a)k=l`<p class="muted">${r.t("app-loading")}</p>`;else if(a.me)a.round&&a.round.phase!=="over"&&a.me.in_round?k=l`<${$o} view=${a} show=${_} skew=${c} />`:k=l`<${eo} view=${a} show=${_} skew=${c} />`;else{let E=a.removed?.reason==="kicked";k=l`<p class="notice" role="status">${E?r.t("lobby-removed"):r.t("lobby-left")}</p>
      ${!E&&!a.table.league&&!a.table.closed&&l`<${vo} code=${t} session=${e} setSession=${n} show=${_}
        problem=${v} setProblem=${x} again=${!0} />`}`}let M=o?"section":"main",j=a&&!h&&e;return l`<${M} class="page room" data-version=${a?.version} data-lang=${j?u:void 0}>
    <header class="bar">
      ${!o&&l`<${N} to="/">${r.t("app-back")}</${N}>`}
      <span><span class="room-code-label">${r.t("lobby-code")}</span> <span class="room-code">${t}</span></span>
    </header>
    ${f==="reconnecting"&&l`<p class="banner" role="status">${r.t("app-reconnecting")}</p>`}
    ${a?.table.closed&&l`<p class="notice" role="status">${r.t("lobby-closed")}</p>`}
    ${a?.me&&l`<${no} view=${a} />`}
    ${k}
  </${M}>`}function vo({code:t,session:e,setSession:n,show:o,problem:s,setProblem:r,again:a=!1}){let i=w(),[u,p]=y(e?.user.display_name??""),c=D();return l`<form class="card" onSubmit=${f=>{f.preventDefault(),r(null),c.run(async()=>{let d=await X(u,e,n);try{let h=await S.joinRoom(t,u);d===e&&o(h)}catch(h){r(h)}})}}>
    <h2>${a?i.t("lobby-join-again"):i.t("lobby-join-title")}</h2>
    <${te} value=${u} onInput=${p} />
    <button class="primary" type="submit" disabled=${c.busy||!u.trim()}>${i.t("lobby-join-as")}</button>
    <${L} problem=${s??c.problem} />
  </form>`}function wo({session:t,setSession:e}){let n=w(),o=D(),[s,r]=y(""),[a,i]=y(""),[u,p]=y(t?.user.display_name??""),[c,m]=y("log_in"),f=t?.user.guest??!1,d=x=>{x.preventDefault(),o.run(async()=>{let T=f?await S.makeAccount({username:s,password:a,display_name:u||null}):c==="sign_up"?await S.signUp({username:s,password:a,display_name:u}):await S.logIn({username:s,password:a});e(T);let _=new URLSearchParams(location.search).get("next");J(_&&_.startsWith("/")&&!_.startsWith("//")?_:"/")})},h=()=>o.run(async()=>{await S.logOut(),e(null)}),b=x=>T=>x(T.currentTarget.value),v=t&&!f;return l`<main class="page">
    <header class="bar"><${N} to="/">${n.t("app-back")}</${N}></header>
    <h1>${n.t("account-title")}</h1>
    ${t&&l`<p>${n.t("home-signed-in-as",{name:t.user.display_name})}${f?` (${n.t("home-guest")})`:""}</p>`}
    ${!v&&l`<form class="card" onSubmit=${d}>
      <h2>${f?n.t("account-make-account"):c==="sign_up"?n.t("account-sign-up"):n.t("account-log-in")}</h2>
      ${!f&&l`<div class="choices two" role="group">
        <button type="button" aria-pressed=${c==="log_in"} onClick=${()=>m("log_in")}>${n.t("account-log-in")}</button>
        <button type="button" aria-pressed=${c==="sign_up"} onClick=${()=>m("sign_up")}>${n.t("account-sign-up")}</button>
      </div>`}
      <label class="field">${n.t("account-username")}
        <input name="username" autocomplete="username" required value=${s} onInput=${b(r)} />
      </label>
      <label class="field">${n.t("account-password")}
        <input name="password" type="password" autocomplete=${c==="log_in"&&!f?"current-password":"new-password"}
          required value=${a} onInput=${b(i)} />
      </label>
      ${(f||c==="sign_up")&&l`<label class="field">${n.t("home-your-name")}
        <input name="display_name" autocomplete="nickname" maxlength="32" value=${u} onInput=${b(p)} />
      </label>`}
      <button class="primary" type="submit" disabled=${o.busy}>
        ${f?n.t("account-submit-make"):c==="sign_up"?n.t("account-submit-sign-up"):n.t("account-submit-log-in")}
      </button>
    </form>`}
    ${t&&l`<button type="button" class="quiet" disabled=${o.busy} onClick=${h}>${n.t("account-log-out")}</button>`}
    <${L} problem=${o.problem} />
  </main>`}function ko({session:t,setSession:e}){let n=w(),o=D(),[s,r]=y(null),[a,i]=y(""),[u]=y(()=>new URLSearchParams(location.search).get("claim")??""),[p,c]=y(u);R(()=>{u&&history.replaceState(history.state,"",location.pathname)},[]),R(()=>{t&&o.run(async()=>r(await S.myNights()))},[t?.token]);let m=t&&!t.user.guest,f=b=>{b.preventDefault(),o.run(async()=>J(`/nights/${(await S.joinNight(a)).code}`))},h=l`<form class="card" onSubmit=${b=>{b.preventDefault(),o.run(async()=>{let v=await S.claimWalkIn(p);e({token:v.token,user:v.user,expires_at:v.expires_at}),J(`/nights/${v.night.code}`)})}}>
    <h2>${n.t("nights-claim-title")}</h2>
    <p class="muted">${u?n.t("nights-claim-from-slip"):n.t("nights-claim-hint")}</p>
    <label class="field">${n.t("nights-claim-code")}
      <input name="claim-code" autocapitalize="characters" autocomplete="off" spellcheck="false" maxlength="32" required
        value=${p} onInput=${b=>c(b.currentTarget.value)} />
    </label>
    <button class=${u?"primary":""} type="submit" disabled=${o.busy||!p.trim()}>${n.t("nights-claim")}</button>
  </form>`;return l`<main class="page">
    <header class="bar"><${N} to="/">${n.t("app-back")}</${N}></header>
    <h1>${n.t("nights-title")}</h1>
    ${u&&h}
    ${s&&s.length>0&&l`<section class="card">
      <h2>${n.t("nights-mine")}</h2>
      <ul class="night-list">${s.map(b=>l`<li><${N} to=${`/nights/${b.code}`}>${b.name}</${N}> <span class="muted">${b.season} · ${n.t("nights-status",{status:b.status})}</span></li>`)}</ul>
    </section>`}
    ${s&&s.length===0&&l`<p class="muted">${n.t("nights-none")}</p>`}
    <form class="card" onSubmit=${f}>
      <h2>${n.t("nights-join-title")}</h2>
      ${m?l`<label class="field">${n.t("nights-code")}
            <input name="night-code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
              maxlength="16" required value=${a} onInput=${b=>i(b.currentTarget.value.toUpperCase())} />
          </label>
          <button class="primary" type="submit" disabled=${o.busy||!a.trim()}>${n.t("nights-join")}</button>`:l`<p class="muted">${n.t("nights-account-needed")} <${N} to="/account">${n.t("account-title")}</${N}></p>`}
    </form>
    ${!u&&h}
    <${L} problem=${o.problem} />
  </main>`}function So({code:t,session:e,setSession:n}){let o=w(),[s,r]=y(null),[a,i]=y("live"),[u,p]=y(null),[c,m]=y(null),[f,d]=y(0);R(()=>{if(!e)return;p(null);let v=Jn(t,{onView:r,onLink:i,onRefused:x=>{x.code==="unauthorized"&&n(null),p(x)}});return m(v.carrier),()=>v.stop()},[t,e?.token,f,o.lang]);let h=s?.my_table,b=l`<header class="bar">
    <${N} to="/nights">${o.t("nights-title")}</${N}>
    <span class="room-code">${t}</span>
  </header>`;if(!e||u){let v=!e||u?.code==="not_in_night";return l`<main class="page">${b}
      ${v?l`<${Js} code=${t} session=${e} setSession=${n}
            onDone=${()=>d(f+1)} />`:l`<${L} problem=${u} /><${N} to="/nights">${o.t("nights-join-title")}</${N}>`}
    </main>`}return l`<main>
    <div class="page night">
      ${b}
      ${a==="reconnecting"&&!h&&l`<p class="banner" role="status">${o.t("app-reconnecting")}</p>`}
      ${s?l`<section class="card" aria-live="polite">
            <h1>${s.name}</h1>
            <p class="muted">${s.season}</p>
            <p>${o.t("nights-status",{status:s.status})} · ${o.t("nights-playing-as",{name:s.me.display_name})}</p>
            ${s.announcement&&l`<p class="banner announcement">${s.announcement}</p>`}
            ${s.next_seating_at&&!h&&l`<p class="muted">${o.t("nights-next-seating",{time:Ks(s.next_seating_at,o.lang)})}</p>`}
            ${s.me.withdrawn&&l`<p class="notice">${o.t("nights-withdrawn")}</p>`}
            ${!s.me.withdrawn&&s.status!=="finished"&&!s.me.checked_in&&l`<${Zs} code=${t} onDone=${r} />`}
            ${s.me.sitting_out&&l`<p class="notice" role="status">${o.t("nights-sitting-out",{round:s.current_round??1})}</p>`}
            ${h?l`<p><strong>${o.t("nights-my-table",{table:h.table,round:h.round})}</strong></p>
                  <p class="muted">${h.players.map(v=>v.display_name).join(", ")}</p>`:s.status!=="finished"&&s.me.checked_in&&!s.me.sitting_out&&!s.me.withdrawn&&l`<p class="notice" role="status">${o.t("nights-wait-seating")}</p>`}
          </section>`:l`<p class="muted">${o.t("app-loading")}</p>`}
      ${s&&l`<${Xs} code=${t} version=${s.version} />`}
    </div>
    ${h&&l`<${Ze} key=${h.room_code} code=${h.room_code} session=${e} setSession=${n}
      carrier=${c} embedded />`}
  </main>`}function Ks(t,e){return new Intl.DateTimeFormat(e,{hour:"2-digit",minute:"2-digit"}).format(new Date(t))}function Js({code:t,session:e,setSession:n,onDone:o}){let s=w(),r=D(),[a,i]=y(e?.user.display_name??"");return l`<form class="card" onSubmit=${p=>{p.preventDefault(),r.run(async()=>{await X(a,e,n),await S.checkIn(t),o()})}}>
    <h1>${s.t("nights-door-title")}</h1>
    <p>${s.t("nights-check-in-hint")}</p>
    ${!e&&l`<${te} value=${a} onInput=${i} />`}
    <button class="primary" type="submit" disabled=${r.busy||!e&&!a.trim()}>${s.t("nights-check-in")}</button>
    <${L} problem=${r.problem} />
    ${(!e||e.user.guest)&&l`<p class="muted">${s.t("nights-have-account")} <${N} to=${`/account?next=${encodeURIComponent(`/nights/${t}`)}`}>${s.t("nights-sign-in")}</${N}></p>`}
  </form>`}function Zs({code:t,onDone:e}){let n=w(),o=D();return l`<div>
    <p>${n.t("nights-check-in-hint")}</p>
    <button class="primary" type="button" disabled=${o.busy}
      onClick=${()=>o.run(async()=>e(await S.checkIn(t)))}>${n.t("nights-check-in")}</button>
    <${L} problem=${o.problem} />
  </div>`}function Xs({code:t,version:e}){let n=w(),o=D(),[s,r]=y(!1),[a,i]=y(null);return R(()=>{s&&o.run(async()=>i(await S.nightStandings(t)))},[t,e,s]),l`<details class="card" onToggle=${u=>r(u.currentTarget.open)}>
    <summary>${n.t("nights-standings")}</summary>
    <${L} problem=${o.problem} />
    <ol class="standings">
      ${(a?.standings??[]).map(u=>l`<li value=${u.rank} class=${u.me?"me":""}>${u.display_name}: ${n.t("lobby-points",{n:u.points})} · ${n.t("nights-rounds-played",{n:u.rounds_played})}${u.me?` (${n.t("lobby-you")})`:""}</li>`)}
    </ol>
  </details>`}var Ct=8,To=100,Qs=t=>t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu,"-").replace(/^-+|-+$/g,""),er=t=>t.map(e=>e.roles.length?`${e.name}: ${e.roles.join(", ")}`:e.name).join(`
`);function tr(t,e,n){let o=e.split(`
`).map(r=>r.trim()).filter(Boolean).map(r=>{let[a,i=""]=r.split(/:(.*)/s);return{name:a.trim(),roles:i.split(",").map(u=>u.trim()).filter(Boolean)}});if(!t.trim())return{wrong:"list-wrong-name"};if(o.length<Ct||o.length>To)return{wrong:"list-wrong-count"};let s=new Set(o.map(r=>Qs(r.name)));return s.has("")||s.size!==o.length?{wrong:"list-wrong-twice"}:{draft:{name:t.trim(),language:n,locations:o}}}function Xe({current:t,busy:e,onSave:n,onCancel:o}){let s=w(),[r,a]=y(t?.name??""),[i,u]=y(t?er(t.locations):""),[p,c]=y(null),m=i.split(`
`).filter(d=>d.trim()).length;return l`<form class="list-editor" onSubmit=${d=>{d.preventDefault();let h=tr(r,i,t?.language??s.lang);if("wrong"in h)return c(h.wrong);c(null),n(h.draft)}}>
    <label class="field">${s.t("list-name")}
      <input name="list_name" maxlength="32" required value=${r}
        onInput=${d=>a(d.currentTarget.value)} />
    </label>
    <label class="field">${s.t("list-locations")}
      <textarea name="locations" rows="12" value=${i}
        onInput=${d=>u(d.currentTarget.value)}></textarea>
    </label>
    <p class="muted">${s.t("list-locations-hint",{min:Ct})} ${s.t("list-count",{count:m})}</p>
    ${p&&l`<p class="error" role="alert">${s.t(p,{min:Ct,max:To})}</p>`}
    <div class="actions">
      <button class="primary" type="submit" disabled=${e}>${s.t("list-save")}</button>
      ${o&&l`<button type="button" onClick=${o}>${s.t("list-cancel")}</button>`}
    </div>
  </form>`}function xo({session:t,setSession:e}){let n=w(),o=D(),[s,r]=y(null),[a,i]=y(!1),[u,p]=y(t?.user.display_name??""),[c,m]=y("");R(()=>{t&&o.run(async()=>r((await S.myLists()).packs))},[t?.token]);let f=h=>o.run(async()=>{await X(u,t,e),J(`/lists/${(await S.makeList(h)).share_code}`)}),d=h=>{h.preventDefault();let b=c.trim().split("/lists/").pop()??"";J(`/lists/${b.replace(/[\s/-]/g,"").toUpperCase()}`)};return l`<main class="page lists">
    <header class="bar"><${N} to="/">${n.t("app-back")}</${N}></header>
    <h1>${n.t("lists-title")}</h1>
    <p class="muted">${n.t("lists-intro")}</p>
    ${!t&&l`<section class="card"><${te} value=${u} onInput=${p} /></section>`}
    ${t&&l`<section class="card">
      <h2>${n.t("lists-mine")}</h2>
      ${s?.length===0&&l`<p class="muted">${n.t("lists-none")}</p>`}
      <ul class="my-lists">
        ${(s??[]).map(h=>l`<li>
            <${N} to=${`/lists/${h.share_code}`}>${h.name}</${N}>
            <span class="muted"> ${n.t("list-count",{count:h.location_count})}, ${h.made_by_me?n.t("lists-yours"):n.t("lists-added")}</span>
          </li>`)}
      </ul>
    </section>`}
    <section class="card">
      <h2>${n.t("lists-new")}</h2>
      ${a?l`<${Xe} busy=${o.busy||!t&&!u.trim()} onSave=${f} onCancel=${()=>i(!1)} />`:l`<button type="button" onClick=${()=>i(!0)}>${n.t("lists-new")}</button>`}
    </section>
    <form class="card" onSubmit=${d}>
      <h2>${n.t("lists-add-title")}</h2>
      <label class="field">${n.t("lists-add-code")}
        <input name="list_code" class="code-input" autocapitalize="characters" autocomplete="off" spellcheck="false"
          maxlength="200" required value=${c}
          onInput=${h=>m(h.currentTarget.value)} />
      </label>
      <button class="primary" type="submit" disabled=${!c.trim()}>${n.t("lists-add")}</button>
    </form>
    <${L} problem=${o.problem} />
  </main>`}function Eo({code:t,session:e,setSession:n}){let o=w(),s=D(),[r,a]=y(null),[i,u]=y(!1),[p,c]=y(e?.user.display_name??"");R(()=>{e&&s.run(async()=>a(await S.sharedList(t)))},[t,e?.token]);let m=b=>{b.preventDefault(),s.run(async()=>{await X(p,e,n),a(await S.sharedList(t))})},f=b=>s.run(async()=>{r&&(a(await S.changeList(r.id,b)),u(!1))}),d=()=>s.run(async()=>{if(!r)return;let{view:b}=await S.createRoom({pack_ids:[r.id]});J(`/r/${b.code}`)}),h=l`<header class="bar"><${N} to="/lists">${o.t("lists-title")}</${N}></header>`;return e?r?l`<main class="page list" data-version=${r.version}>${h}
    <h1>${r.name}</h1>
    <p class="muted">${r.made_by_me?o.t("list-by-you"):o.t("list-added")}</p>
    ${i?l`<section class="card"><${Xe} current=${r} busy=${s.busy} onSave=${f} onCancel=${()=>u(!1)} /></section>`:l`<section class="card">
          <h2>${o.t("list-count",{count:r.locations.length})}</h2>
          <ul class="list-locations">
            ${r.locations.map(b=>l`<li><span class="location-name">${b.name}</span>${b.roles.length>0&&l`<span class="muted">: ${b.roles.join(", ")}</span>`}</li>`)}
          </ul>
          ${r.made_by_me&&l`<button type="button" onClick=${()=>u(!0)}>${o.t("list-edit")}</button>`}
        </section>`}
    <${nr} list=${r} />
    <div class="actions">
      <button class="primary" type="button" disabled=${s.busy} onClick=${d}>${o.t("list-play")}</button>
    </div>
    <${L} problem=${s.problem} />
  </main>`:l`<main class="page list">${h}
      ${s.problem?l`<${L} problem=${s.problem} />`:l`<p class="muted">${o.t("app-loading")}</p>`}
    </main>`:l`<main class="page list">${h}
      <form class="card" onSubmit=${m}>
        <h1>${o.t("list-open-title")} <span class="share-code">${t}</span></h1>
        <${te} value=${p} onInput=${c} />
        <button class="primary" type="submit" disabled=${s.busy||!p.trim()}>${o.t("list-open")}</button>
      </form>
      <${L} problem=${s.problem} />
    </main>`}function nr({list:t}){let e=w(),[n,o]=y(!1),s=async()=>{await Be(t.share_url,".share-link input"),o(!0)};return l`<section class="card share">
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
  </section>`}var Ro=["/","/r/{code}","/nights","/nights/{code}","/account","/lists","/lists/{code}"];var sr=t=>new RegExp(`^${t.replace("{code}","([A-Za-z0-9]{1,16})")}/?$`),rr=Ro.map(t=>({page:t,re:sr(t)}));function Co(t){for(let{page:e,re:n}of rr){let o=n.exec(t);if(o)return{page:e,code:(o[1]??"").toUpperCase()}}return{page:"/",code:""}}function Po({messages:t,arriving:e}){let[n,o]=y(t),[s,r]=y(!1),a=se(0),[i,u]=y(pe),[p,c]=y(location.pathname),m=n.lang;Un(m);let f=_=>{let k=++a.current;_.then(M=>a.current===k&&(o(M),r(!1)),()=>a.current===k&&r(!0))};R(()=>{e&&f(e)},[]),R(()=>{let _=()=>c(location.pathname);return addEventListener("popstate",_),()=>removeEventListener("popstate",_)},[]),R(()=>{document.documentElement.lang=m,document.title=n.t("app-title")},[m]);let h={session:i,setSession:_=>{Ve(_),u(_)}},{page:b,code:v}=Co(p),T={"/r/{code}":()=>l`<${Ze} key=${v} code=${v} ...${h} />`,"/nights/{code}":()=>l`<${So} key=${v} code=${v} ...${h} />`,"/nights":()=>l`<${ko} ...${h} />`,"/account":()=>l`<${wo} ...${h} />`,"/lists":()=>l`<${xo} ...${h} />`,"/lists/{code}":()=>l`<${Eo} key=${v} code=${v} ...${h} />`}[b]?.()??l`<${Gn} ...${h} />`;return l`<${Ue.Provider} value=${n}>
    ${T}
    <footer class="page footer">
      <label>
        ${n.t("app-language")}
        <select
          value=${m}
          onChange=${_=>{let k=_.currentTarget.value;f(Fe(k).then(M=>(Rn(k),M)))}}
        >
          ${Object.entries(yt).map(([_,k])=>l`<option value=${_} lang=${_}>${k}</option>`)}
        </select>
      </label>
      ${s&&l`<p class="error" role="alert">${n.t("app-language-unavailable")}</p>`}
    </footer>
  </${Ue.Provider}>`}var ar=3e3,Pt=document.getElementById("app");if(Pt){let t=Fe(En()).catch(()=>ve),e=new Promise(n=>setTimeout(()=>n(null),ar));Promise.race([t,e]).then(n=>{Pt.textContent="",qt(l`<${Po} messages=${n??ve} arriving=${n?null:t} />`,Pt)})}"serviceWorker"in navigator&&navigator.serviceWorker.register("/sw.js").catch(()=>{});
