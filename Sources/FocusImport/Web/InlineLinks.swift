import FocusModel

/// Marks the links that sit in a sentence, which WCAG 2.2 SC 2.5.8 exempts
/// from its target size minimum ("Inline: The target is in a sentence or its
/// size is otherwise constrained by the line-height of non-target text").
///
/// The rule (docs/import.md): a link is inline when its computed `display`
/// is `inline`, and the block it flows in (its nearest ancestor whose
/// display is neither `inline` nor `contents`) holds visible text with a
/// letter or digit outside every link and button. A navigation list item
/// holding only its link, or links separated by "|" alone, stay targets.
enum InlineLinks {
    /// Run on the link element by `Runtime.callFunctionOn`.
    static let test = """
        function () {
          const flows = e => ['inline', 'contents'].includes(getComputedStyle(e).display);
          if (getComputedStyle(this).display !== 'inline') return false;
          let block = this.parentElement;
          while (block && flows(block)) block = block.parentElement;
          if (!block) return false;
          const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            const owner = text.parentElement;
            if (!owner || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(owner.tagName)) continue;
            const control = owner.closest('a[href], button, [role=link], [role=button]');
            if (control && block.contains(control)) continue;
            if (owner.checkVisibility && !owner.checkVisibility()) continue;
            if (/[\\p{L}\\p{N}]/u.test(text.data)) return true;
          }
          return false;
        }
        """

    static func mark(_ stops: inout [WebPageReader.Stop], session: BrowserSession) throws(ImportError) {
        for index in stops.indices where stops[index].element.role == .link {
            let resolved = try? session.call("DOM.resolveNode", ["backendNodeId": .number(Double(stops[index].node))])
            guard let object = resolved?["object"]?["objectId"]?.stringValue else { continue }
            let reply = try session.call("Runtime.callFunctionOn", ["objectId": .string(object),
                                                                    "functionDeclaration": .string(test),
                                                                    "returnByValue": true])
            _ = try? session.call("Runtime.releaseObject", ["objectId": .string(object)])
            stops[index].element.inline = reply["result"]?["value"]?.boolValue == true
        }
    }
}
