/// The page's only style sheet and script, inline: the report is opened from a CI artifact, often
/// offline, so it loads nothing from anywhere.
enum ReportPageAssets {
  /// Images at their pixel size times `--zoom`, never smoothed (`image-rendering: pixelated`), on
  /// a checkerboard so transparent pixels show as such; side by side, wrapping to the next row
  /// rather than hiding the difference image off to the right when they are wider than the window.
  static let style = """
    :root { --zoom: 1; color-scheme: light; font: 15px/1.45 system-ui, sans-serif; color: #1d1d1f; }
    body { margin: 0 auto; padding: 16px 24px 48px; max-width: none; background: #fafafa; }
    h1 { font-size: 1.5rem; margin: 0 0 4px; }
    h2 { font-size: 1.15rem; margin: 0 0 8px; overflow-wrap: anywhere; }
    code, pre { font: 13px/1.4 ui-monospace, monospace; }
    a { color: #0b57d0; }
    :focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
    .toolbar { display: flex; gap: 16px; align-items: center; flex-wrap: wrap; margin: 12px 0; }
    .failure { background: #fff; border: 1px solid #d0d0d5; border-radius: 8px; padding: 16px; margin: 16px 0; }
    .kind { display: inline-block; font-size: .8rem; padding: 1px 8px; border-radius: 10px;
      background: #5c2d91; color: #fff; vertical-align: middle; margin-right: 6px; }
    dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 8px 0 12px; }
    dl.facts dt { color: #555; } dl.facts dd { margin: 0; overflow-wrap: anywhere; }
    .images { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
    figure { margin: 0; max-width: 100%; overflow-x: auto; }
    figcaption { font-size: .85rem; color: #444; margin-bottom: 4px; white-space: nowrap; }
    .frame, .stage { display: inline-grid; line-height: 0;
      background: repeating-conic-gradient(#d9d9d9 0 25%, #f4f4f4 0 50%) 0 0 / 16px 16px; }
    img.px { width: calc(var(--w) * var(--zoom) * 1px); height: auto; image-rendering: pixelated;
      max-width: none; }
    .stage > img { grid-area: 1 / 1; }
    .compare { margin-top: 12px; }
    .compare fieldset { border: 1px solid #d0d0d5; border-radius: 6px; display: flex; gap: 12px;
      align-items: center; flex-wrap: wrap; margin: 0 0 8px; }
    .note { color: #7a4b00; background: #fff6e0; border-left: 4px solid #e0a000; padding: 4px 8px; }
    pre { background: #f3f3f6; padding: 8px; overflow-x: auto; white-space: pre; }
    pre.diff .add { color: #0a6b24; background: #e6f6ea; }
    pre.diff .del { color: #a0102a; background: #fbe9ec; }
    pre.diff .hunk { color: #5c2d91; }
    .audit h3 { font-size: 1rem; margin: 8px 0 4px; }
    ul.badges { list-style: none; padding: 0; margin: 4px 0; display: flex; flex-wrap: wrap; gap: 6px; }
    .badge { font-size: .85rem; padding: 1px 8px; border-radius: 10px; border: 1px solid; overflow-wrap: anywhere; }
    .badge.error { color: #a0102a; background: #fbe9ec; } .badge.warning { color: #7a4b00; background: #fff6e0; }
    .badge.info { color: #0b4a9e; background: #e8f0fe; }
    .badge .change { font-weight: 600; text-transform: uppercase; font-size: .75rem; }
    .accept { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin: 0 0 12px; }
    .accept code { background: #f3f3f6; padding: 2px 6px; border-radius: 4px; overflow-wrap: anywhere; }
    .shard { color: #555; margin: 0 0 8px; }
    .frames { margin-top: 12px; } .frames h3 { font-size: 1rem; margin: 0 0 6px; }
    .scrub { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; margin: 0 0 8px; }
    .frameview { overflow: hidden; max-width: 100%; overflow-x: auto; line-height: 0; }
    ol.moments li[aria-current] { font-weight: 600; }
    .empty { font-size: 1.1rem; padding: 24px; background: #fff; border: 1px solid #d0d0d5; border-radius: 8px; }
    """

  /// The copy buttons of the accept commands (shown only with scripts on), the zoom selector,
  /// and the flip/slide control of each failure: it borrows the data URIs of
  /// the reference and actual images already on the page instead of repeating them, and stays
  /// hidden (the page still works) when scripts are off.
  static let script = """
    (function () {
      document.querySelectorAll('button[data-copy]').forEach(function (button) {
        var source = document.getElementById(button.getAttribute('data-copy'));
        if (!source) { return; }
        button.addEventListener('click', function () {
          var text = source.textContent;
          var done = function () { button.textContent = 'Copied'; };
          if (navigator.clipboard && navigator.clipboard.writeText) {
            navigator.clipboard.writeText(text).then(done, function () { select(source); });
          } else {
            select(source);
          }
        });
        button.hidden = false;
      });
      function select(element) {
        var range = document.createRange();
        range.selectNodeContents(element);
        var selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
      }
      var zoom = document.getElementById('zoom');
      if (zoom) {
        zoom.addEventListener('change', function () {
          document.documentElement.style.setProperty('--zoom', zoom.value);
        });
      }
      document.querySelectorAll('[data-compare]').forEach(function (box) {
        var id = box.getAttribute('data-compare');
        var reference = document.getElementById(id + '-reference');
        var actual = document.getElementById(id + '-actual');
        if (!reference || !actual) { return; }
        var under = box.querySelector('img.under'), over = box.querySelector('img.over');
        var slider = box.querySelector('input[type=range]'), flip = box.querySelector('button');
        var status = box.querySelector('output');
        under.src = reference.src; under.style.cssText = reference.style.cssText;
        over.src = actual.src; over.style.cssText = actual.style.cssText;
        function show() {
          var value = Number(slider.value);
          over.style.clipPath = 'inset(0 ' + (100 - value) + '% 0 0)';
          status.textContent = value === 0 ? 'showing the reference'
            : value === 100 ? 'showing the actual image'
            : 'actual on the left ' + value + '%, reference on the right';
          flip.setAttribute('aria-pressed', value === 100 ? 'true' : 'false');
        }
        slider.addEventListener('input', show);
        flip.addEventListener('click', function () {
          slider.value = Number(slider.value) >= 50 ? 0 : 100;
          show();
        });
        box.hidden = false;
        show();
      });
      document.querySelectorAll('[data-frames]').forEach(function (box) {
        var slider = box.querySelector('input[type=range]'), status = box.querySelector('output');
        var view = box.querySelector('.frameview'), image = view.querySelector('img');
        var items = box.querySelectorAll('ol.moments li');
        if (!slider || !image || items.length === 0) { return; }
        function show() {
          var index = Math.min(items.length - 1, Math.max(0, Number(slider.value)));
          var item = items[index];
          var y = Number(item.getAttribute('data-y')), h = Number(item.getAttribute('data-h'));
          view.style.height = 'calc(' + h + 'px * var(--zoom))';
          image.style.marginTop = 'calc(' + (-y) + 'px * var(--zoom))';
          items.forEach(function (other) { other.removeAttribute('aria-current'); });
          item.setAttribute('aria-current', 'true');
          status.textContent = (index + 1) + ' of ' + items.length + ': ' + item.textContent;
        }
        slider.addEventListener('input', show);
        box.querySelector('.scrub').hidden = false;
        show();
      });
    })();
    """
}
