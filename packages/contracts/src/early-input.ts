/**
 * What a person does on a server-rendered careers page before its script has hydrated it (a slow phone, a slow
 * network) is kept and done again once it has, instead of being lost (decision 0080): the text typed into fields
 * (hydration would put the form's initial values back) and the last button tapped or form submitted (whose handler
 * did not exist yet). The server writes this script inline at the top of such a page's body and allows it in its
 * Content-Security-Policy by its hash; the app calls `window.__portalEarlyInput.replay()` once hydrated. Plain ES5:
 * it runs before any of our code.
 *
 * While a tap is held, the page's root element has the class `portal-early-busy` (the shell draws the focused,
 * tapped button as waiting); nothing inside the app's markup is touched, so hydration finds the server's markup as
 * it was. Only the last control is replayed, as a person who taps twice wants it once. Links are left alone: they
 * work without scripts.
 */
export const EARLY_INPUT_SCRIPT = [
  '(function(){var last=null,typed=[];',
  'function hold(e){var t=e.target,c=e.type==="submit"?t:t&&t.closest&&t.closest("button");',
  'if(!c||c.disabled)return;e.preventDefault();e.stopImmediatePropagation();',
  'last=c;document.documentElement.classList.add("portal-early-busy")}',
  'function keep(e){var t=e.target;if(!t||t.type==="checkbox"||t.type==="radio"||t.type==="file")return;',
  'for(var i=0;i<typed.length;i++)if(typed[i][0]===t){typed[i][1]=t.value;return}typed.push([t,t.value])}',
  'document.addEventListener("click",hold,true);document.addEventListener("submit",hold,true);',
  'document.addEventListener("input",keep,true);',
  'window.__portalEarlyInput={replay:function(){',
  'document.removeEventListener("click",hold,true);document.removeEventListener("submit",hold,true);',
  'document.removeEventListener("input",keep,true);',
  'for(var i=0;i<typed.length;i++){var f=typed[i][0],v=typed[i][1];if(!f.isConnected||f.value===v)continue;',
  'Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),"value").set.call(f,v);',
  'f.dispatchEvent(new Event("input",{bubbles:true}))}typed=[];',
  'document.documentElement.classList.remove("portal-early-busy");',
  'var c=last;last=null;if(!c||!c.isConnected)return;',
  'if(c.tagName==="FORM"){if(c.requestSubmit)c.requestSubmit()}else c.click()}}})();',
].join('');

/** What the app calls once hydrated (see {@link EARLY_INPUT_SCRIPT}); nothing on a page the server did not render. */
export function replayEarlyInput(): void {
  (window as { __portalEarlyInput?: { replay(): void } }).__portalEarlyInput?.replay();
}
