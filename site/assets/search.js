// mcpscan catalogue search. The index (search/index.js, built with the
// site) is loaded with a script element, which works from file:// too, and
// searched in slices so typing never freezes the page, even with 100,000+
// tools. Results are built with textContent: nothing from the index is
// ever parsed as HTML.
(function () {
  "use strict";
  var MAX_RESULTS = 50;
  var SLICE = 20000; // tools scanned before yielding to the browser
  var data = null;
  var hay = null;    // lower-cased "name server description" per tool
  var names = null;  // lower-cased tool names
  var generation = 0;

  var form, q, category, severity, server, status, results;

  window.mcpscanSearch = function (index) {
    var t0 = performance.now();
    data = index;
    var tools = data.tools, servers = data.servers;
    hay = new Array(tools.length);
    names = new Array(tools.length);
    for (var i = 0; i < tools.length; i++) {
      var t = tools[i];
      names[i] = t[0].toLowerCase();
      hay[i] = names[i] + " " + servers[t[2]][0].toLowerCase() + " " + t[5].toLowerCase();
    }
    window.mcpscanIndexMs = performance.now() - t0;
    search();
  };

  // How many tools the loaded index holds (0 before it loads).
  window.mcpscanSearchSize = function () { return data ? data.tools.length : 0; };

  function params() {
    var p = new URLSearchParams(location.search);
    q.value = p.get("q") || "";
    category.value = p.get("category") || "";
    severity.value = p.get("severity") || "";
    server.value = p.get("server") || "";
  }

  function search() {
    if (!data) { return; }
    var my = ++generation;
    var started = performance.now();
    var terms = q.value.toLowerCase().split(/\s+/).filter(Boolean);
    var cat = data.categories.indexOf(category.value);
    var sev = severity.value ? data.severities.indexOf(severity.value) : -1;
    var srv = server.value.trim().toLowerCase();
    var whole = q.value.trim().toLowerCase();
    var hits = [];
    var total = 0;
    var tools = data.tools;
    var i = 0;
    function slice() {
      if (my !== generation) { return; } // a newer search started
      var end = Math.min(i + SLICE, tools.length);
      for (; i < end; i++) {
        var t = tools[i];
        if (cat >= 0 && t[3] !== cat) { continue; }
        if (sev >= 0 && t[4] !== sev) { continue; }
        if (srv && data.servers[t[2]][0].toLowerCase().indexOf(srv) < 0) { continue; }
        var h = hay[i], ok = true;
        for (var k = 0; k < terms.length; k++) {
          if (h.indexOf(terms[k]) < 0) { ok = false; break; }
        }
        if (!ok) { continue; }
        total++;
        var n = names[i], rank = 3;
        if (n === whole) { rank = 0; }
        else if (whole && n.indexOf(whole) === 0) { rank = 1; }
        else if (terms.length && n.indexOf(terms[0]) >= 0) { rank = 2; }
        if (hits.length < MAX_RESULTS * 4 || rank < 3) { hits.push([rank, i]); }
      }
      if (i < tools.length) { setTimeout(slice, 0); return; }
      hits.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
      show(hits.slice(0, MAX_RESULTS), total, performance.now() - started);
    }
    slice();
  }

  function show(hits, total, ms) {
    window.mcpscanLastSearchMs = ms;
    results.textContent = "";
    var frag = document.createDocumentFragment();
    hits.forEach(function (h) {
      var t = data.tools[h[1]];
      var s = data.servers[t[2]];
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = "../tools/" + encodeURIComponent(s[1]) + "/" + encodeURIComponent(t[1] || t[0]) + "/index.html";
      a.textContent = t[0];
      li.appendChild(a);
      li.appendChild(document.createTextNode(" on " + s[0] + " "));
      var sevName = data.severities[t[4]];
      var badge = document.createElement("span");
      badge.className = "badge sev-" + (sevName ? sevName.toLowerCase() : "none");
      badge.textContent = sevName || "Unclassified";
      li.appendChild(badge);
      li.appendChild(document.createTextNode(" "));
      var cb = document.createElement("span");
      var catName = data.categories[t[3]] || "Unclassified";
      cb.className = "badge cat-" + catName.toLowerCase();
      cb.textContent = catName;
      li.appendChild(cb);
      if (t[5]) {
        var d = document.createElement("span");
        d.className = "desc";
        d.textContent = t[5];
        li.appendChild(d);
      }
      frag.appendChild(li);
    });
    results.appendChild(frag);
    var shown = Math.min(total, MAX_RESULTS);
    status.textContent = total === 0 ? "No tools match." :
      (total > shown ? "Showing " + shown + " of " + total + " matching tools." : total + (total === 1 ? " matching tool." : " matching tools."));
  }

  var timer = 0;
  function later() {
    clearTimeout(timer);
    timer = setTimeout(function () {
      var p = new URLSearchParams();
      if (q.value) { p.set("q", q.value); }
      if (category.value) { p.set("category", category.value); }
      if (severity.value) { p.set("severity", severity.value); }
      if (server.value) { p.set("server", server.value); }
      try { history.replaceState(null, "", "?" + p.toString()); } catch (e) { /* file:// may refuse */ }
      search();
    }, 120);
  }

  document.addEventListener("DOMContentLoaded", function () {
    form = document.getElementById("search");
    if (!form) { return; }
    q = document.getElementById("q");
    category = document.getElementById("category");
    severity = document.getElementById("severity");
    server = document.getElementById("server");
    status = document.getElementById("search-status");
    results = document.getElementById("results");
    params();
    form.addEventListener("submit", function (ev) { ev.preventDefault(); later(); });
    form.addEventListener("input", later);
    form.addEventListener("change", later);
    var script = document.createElement("script");
    script.src = "index.js";
    script.onerror = function () { status.textContent = "The search index could not be loaded."; };
    document.head.appendChild(script);
    q.focus();
  });
})();
