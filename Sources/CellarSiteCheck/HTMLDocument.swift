import CLibXML2

/// An HTML page parsed by libxml2's HTML parser, which reads HTML as browsers do (unclosed
/// tags, entities, stray markup); its elements are read in place, while the document lives.
final class HTMLDocument {
    private let document: htmlDocPtr

    /// `text` parsed; `nil` when libxml2 makes no document of it (an empty text).
    init?(_ text: String) {
        var text = text
        let options = Int32(
            HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue
                | XML_PARSE_HUGE.rawValue)
        let document = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { bytes in
                htmlReadMemory(bytes.baseAddress, Int32(clamping: bytes.count), nil, "UTF-8", options)
            }
        }
        guard let document else { return nil }
        self.document = document
    }

    deinit { xmlFreeDoc(document) }

    /// The document's root element (`<html>`, which the parser supplies when the page has none).
    var root: HTMLElement? {
        xmlDocGetRootElement(document).map { HTMLElement(node: $0, document: self) }
    }
}

/// An element of an ``HTMLDocument``, which it keeps alive.
struct HTMLElement {
    fileprivate let node: xmlNodePtr
    fileprivate let document: HTMLDocument

    /// The element's name, in lower case as the parser gives it.
    var name: String { String(cString: node.pointee.name) }

    /// The value of the attribute `name`; `nil` when the element has none.
    func attribute(_ name: String) -> String? {
        guard let value = xmlGetProp(node, name) else { return nil }
        defer { cellar_xml_free(value) }
        return String(cString: value)
    }

    /// Whether the element has the attribute `name`, with a value or without.
    func hasAttribute(_ name: String) -> Bool {
        xmlHasProp(node, name) != nil
    }

    /// The classes its `class` attribute lists.
    var classes: [Substring] {
        (attribute("class") ?? "").split(whereSeparator: \.isWhitespace)
    }

    /// The element's child elements, in order.
    var children: [HTMLElement] {
        var children: [HTMLElement] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE {
                children.append(HTMLElement(node: current, document: document))
            }
            child = current.pointee.next
        }
        return children
    }

    /// The elements inside it named `name` (any, when `nil`) with the class `className` (any,
    /// when `nil`), in document order, not looking inside elements named in `skipping`.
    func descendants(named name: String? = nil, withClass className: String? = nil, skipping: Set<String> = [])
        -> [HTMLElement]
    {
        var found: [HTMLElement] = []
        for child in children {
            if name.map({ child.name == $0 }) ?? true, className.map({ child.classes.contains(Substring($0)) }) ?? true
            {
                found.append(child)
            }
            if !skipping.contains(child.name) {
                found += child.descendants(named: name, withClass: className, skipping: skipping)
            }
        }
        return found
    }

    /// The text a reader sees and hears: without scripts, styles, templates and what is only
    /// for screen readers (`visually-hidden`).
    var text: String {
        var text = ""
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                let element = HTMLElement(node: current, document: document)
                if !["script", "style", "template"].contains(element.name),
                    !element.classes.contains("visually-hidden")
                {
                    text += element.text
                }
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                text += Self.content(of: current)
            default:
                break
            }
            child = current.pointee.next
        }
        return text
    }

    /// The text directly inside it: a script's source.
    var scriptText: String {
        var text = ""
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE {
                text += Self.content(of: current)
            }
            child = current.pointee.next
        }
        return text
    }

    private static func content(of node: xmlNodePtr) -> String {
        guard let content = xmlNodeGetContent(node) else { return "" }
        defer { cellar_xml_free(content) }
        return String(cString: content)
    }
}
