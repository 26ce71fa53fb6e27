/**
 * The inline script the prerenderer puts in every page's <head> (ADR 008). From the first paint
 * until React has hydrated the part of the page a visitor touches, it keeps what they do: taps on
 * controls, submits (a click on a submit button or Enter in a field) and what they type. It holds
 * each in `window.__early`, stops React from half-seeing it, and src/early-events/replay.ts plays
 * the queue back in order once that part is live. Links are left alone: they work without us.
 *
 * Key presses go no further than the browser while waiting (the typed text is kept as values): a
 * key handler of a part React has already hydrated would re-render its field from React's still
 * empty state and wipe what was typed.
 *
 * A submit is kept instead of sent, because the page's own handler (a result modal, a
 * single-request enquiry) is what the visitor expects. If the app's script fails to load, the
 * first kept submit goes to the server as a plain form, which the companion server answers.
 *
 * ES5 on purpose, and one identical string on every page: the companion server allows each inline
 * script by its hash.
 */
export const CAPTURE_SCRIPT = `(function(w,d){var Q=w.__early={q:[],live:0};
function waiting(e){return !Q.live||!!e.closest('[data-deferred]:not([data-live])')}
function path(e){var p=[];while(e&&e.id!=='root'&&e.parentNode){p.unshift([].indexOf.call(e.parentNode.children,e));e=e.parentNode}return p}
function keep(v,k,e,x){v.stopPropagation();x=x||{};x.kind=k;x.el=e;x.path=path(e);Q.q.push(x)}
d.addEventListener('click',function(v){var t=v.target;if(!t.closest||t.closest('a[href]'))return;
var e=t.closest('button,input,textarea,select,[role=tab]');if(!e||e.disabled||!waiting(e))return;
if(e.type==='submit'){v.stopPropagation();return}
if(!/^(checkbox|radio|file|reset|image)$/.test(e.type))keep(v,'click',e)},true);
d.addEventListener('submit',function(v){var f=v.target;if(!waiting(f))return;v.preventDefault();keep(v,'submit',f,{by:v.submitter})},true);
d.addEventListener('keydown',function(v){var t=v.target,f=t.form;if(!t.closest||!waiting(t))return;v.stopPropagation();
if(v.key==='Enter'&&t.tagName==='INPUT'&&f&&!f.querySelector('button:not([type=button]):not([type=reset]),input[type=submit]')){v.preventDefault();keep(v,'submit',f)}},true);
function typed(v){var t=v.target,l=Q.q[Q.q.length-1];if(!/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)||!waiting(t))return;
if(l&&l.kind==='value'&&l.el===t){v.stopPropagation();l.value=t.value}else keep(v,'value',t,{value:t.value})}
d.addEventListener('input',typed,true);d.addEventListener('change',typed,true);
w.addEventListener('error',function(v){var s=v.target;if(s.tagName!=='SCRIPT'||Q.live)return;
for(var i=0;i<Q.q.length;i++)if(Q.q[i].kind==='submit'){Q.q[i].done=1;HTMLFormElement.prototype.submit.call(Q.q[i].el);return}},true)})(window,document)`
