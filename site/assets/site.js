// mcpscan catalogue: the small behaviours every page shares. The site
// works without it; this adds the theme switch, copy buttons and the tool
// table filters.
(function () {
  "use strict";
  var root = document.documentElement;
  root.classList.add("js");

  // Theme: follow the system unless the reader chose; remember the choice.
  var stored = null;
  try { stored = localStorage.getItem("mcpscan-theme"); } catch (e) { /* storage may be off */ }
  if (stored === "dark" || stored === "light") { root.dataset.theme = stored; }
  function isDark() {
    if (root.dataset.theme) { return root.dataset.theme === "dark"; }
    return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
  }
  function label(btn) {
    btn.setAttribute("aria-pressed", isDark() ? "true" : "false");
    btn.textContent = isDark() ? "Light theme" : "Dark theme";
  }

  document.addEventListener("DOMContentLoaded", function () {
    var toggle = document.querySelector("[data-theme-toggle]");
    if (toggle) {
      label(toggle);
      toggle.addEventListener("click", function () {
        root.dataset.theme = isDark() ? "light" : "dark";
        try { localStorage.setItem("mcpscan-theme", root.dataset.theme); } catch (e) { /* ignore */ }
        label(toggle);
      });
    }

    // Copy buttons copy the text of the element they name.
    document.querySelectorAll("button[data-copy]").forEach(function (btn) {
      btn.addEventListener("click", function () {
        var el = document.getElementById(btn.getAttribute("data-copy"));
        if (!el) { return; }
        var text = el.textContent;
        var done = function () {
          var was = btn.textContent;
          btn.textContent = "Copied";
          setTimeout(function () { btn.textContent = was; }, 1500);
        };
        if (navigator.clipboard && window.isSecureContext) {
          navigator.clipboard.writeText(text).then(done, function () { selectText(el); });
        } else {
          selectText(el);
          try { if (document.execCommand("copy")) { done(); } } catch (e) { /* the text stays selected */ }
        }
      });
    });

    // Tool table filters: hide rows that do not match.
    document.querySelectorAll("form[data-filter]").forEach(function (form) {
      var table = document.getElementById(form.getAttribute("data-filter"));
      var status = document.getElementById("filter-status");
      if (!table) { return; }
      var rows = Array.prototype.slice.call(table.tBodies[0].rows);
      function apply() {
        var text = form.elements.text.value.trim().toLowerCase();
        var cat = form.elements.category.value;
        var sev = form.elements.severity.value;
        var shown = 0;
        rows.forEach(function (tr) {
          var ok = (!cat || tr.dataset.category === cat) && (!sev || tr.dataset.severity === sev) &&
            (!text || tr.dataset.name.indexOf(text) >= 0);
          tr.hidden = !ok;
          if (ok) { shown++; }
        });
        if (status) {
          status.textContent = (text || cat || sev) ? shown + " of " + rows.length + " tools shown" : "";
        }
      }
      form.addEventListener("input", apply);
      form.addEventListener("change", apply);
      form.addEventListener("submit", function (ev) { ev.preventDefault(); apply(); });
    });
  });

  function selectText(el) {
    var range = document.createRange();
    range.selectNodeContents(el);
    var sel = window.getSelection();
    sel.removeAllRanges();
    sel.addRange(range);
  }
})();
