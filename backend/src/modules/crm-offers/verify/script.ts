/**
 * The verify page's one script (served as a file: the page's CSP runs no inline code). It hashes a chosen or dropped
 * file with Web Crypto in the browser (the file never leaves it) and opens /verify/<hash>; the texts it shows come
 * from the form's data attributes, in the page's language.
 */
export const VERIFY_JS = `(function(){
var form=document.getElementById('verify-form');if(!form){return;}
var file=document.getElementById('file'),hash=document.getElementById('sha256'),zone=document.getElementById('drop-zone'),
status=document.getElementById('verify-progress'),d=form.dataset;
function say(text,bad){status.textContent=text;status.className=bad?'field-error':'muted';}
function go(hex){window.location.assign(d.base+'/'+hex+(d.lang?'?lang='+d.lang:''));}
function digest(f){
  if(!f){say(d.noFile,true);return;}
  if(!(window.crypto&&window.crypto.subtle)){say(d.noCrypto,true);return;}
  say(d.computing,false);
  f.arrayBuffer().then(function(buf){return window.crypto.subtle.digest('SHA-256',buf);}).then(function(sum){
    go(Array.prototype.map.call(new Uint8Array(sum),function(b){return ('0'+b.toString(16)).slice(-2);}).join(''));
  },function(){say(d.unreadable,true);});
}
file.addEventListener('change',function(){if(file.files&&file.files[0]){digest(file.files[0]);}});
['dragenter','dragover'].forEach(function(n){zone.addEventListener(n,function(e){e.preventDefault();zone.classList.add('over');});});
['dragleave','drop'].forEach(function(n){zone.addEventListener(n,function(){zone.classList.remove('over');});});
zone.addEventListener('drop',function(e){e.preventDefault();digest(e.dataTransfer&&e.dataTransfer.files[0]);});
form.addEventListener('submit',function(e){
  e.preventDefault();
  if(file.files&&file.files[0]){digest(file.files[0]);return;}
  var v=hash.value.trim().toLowerCase();
  if(/^[0-9a-f]{64}$/.test(v)){go(v);return;}
  say(v?d.notHash:d.empty,true);hash.setAttribute('aria-invalid','true');hash.focus();
});
})();`;

/** The drop zone and the result list, on top of the identity pages' stylesheet (no inline styles). */
export const VERIFY_CSS = `
.drop-zone{display:block;border:1px dashed #8c8c8c;border-radius:8px;padding:16px;margin-bottom:16px;background:#fafafa}
.drop-zone.over{border-color:var(--primary);background:#e6f4ff}
.drop-zone label{font-weight:600}
.drop-zone input[type=file]{height:auto;padding:8px 0;border:0;background:transparent}
.result{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0 0 16px}
.result dt{font-weight:600}
.result dd{margin:0;overflow-wrap:anywhere}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere;word-break:break-all}
.hint{font-size:14px;margin:4px 0 0}
`;
