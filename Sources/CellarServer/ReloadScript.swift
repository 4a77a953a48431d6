import Foundation

/// The script the preview adds to HTML pages: it listens to ``ReloadChannel`` and reloads
/// the page after a rebuild, or shows the rebuild's problems over the page (as text, never
/// as HTML) until a rebuild succeeds. Only the server adds it; built files never hold it.
enum ReloadScript {
    static let eventsPath = "/__cellar/events"

    static let tag = """
        <script data-cellar-live-reload>(() => {
          const events = new EventSource("\(eventsPath)");
          let overlay;
          events.addEventListener("reload", () => location.reload());
          events.addEventListener("failed", (event) => {
            const { problems } = JSON.parse(event.data);
            overlay?.remove();
            overlay = document.createElement("div");
            overlay.id = "cellar-build-errors";
            overlay.setAttribute("role", "alert");
            overlay.style.cssText = \
        "position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:24px;background:rgba(40,0,0,.94);color:#fff;\
        font:14px/1.5 ui-monospace,monospace";
            const title = document.createElement("h2");
            title.textContent = "Rebuild failed — showing the last good site";
            overlay.append(title);
            for (const problem of problems) {
              const line = document.createElement("pre");
              line.style.whiteSpace = "pre-wrap";
              line.textContent = problem;
              overlay.append(line);
            }
            document.body.append(overlay);
          });
        })();</script>

        """

    /// The page with the script before its last `</body>`, or at its end.
    static func injected(into html: Data) -> Data {
        let closing = Data("</body>".utf8)
        let upper = Data("</BODY>".utf8)
        guard let range = html.range(of: closing, options: .backwards) ?? html.range(of: upper, options: .backwards)
        else {
            return html + Data(tag.utf8)
        }
        var page = html
        page.insert(contentsOf: Data(tag.utf8), at: range.lowerBound)
        return page
    }
}
