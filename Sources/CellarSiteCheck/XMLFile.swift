import CLibXML2
import Foundation

/// An XML file (a sitemap, a product feed) read by libxml2's XML parser, namespaces resolved;
/// its elements are read in place, while the document lives.
final class XMLFile {
    /// Why a file does not parse, as libxml2 says it, with the line.
    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    private let document: xmlDocPtr

    /// The file at `path` parsed; throws ``ParseError`` when it is not well-formed XML.
    init(contentsOf path: String) throws(ParseError) {
        guard let context = xmlNewParserCtxt() else { throw ParseError(description: "libxml2 has no parser") }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                | XML_PARSE_HUGE.rawValue)
        guard let document = xmlCtxtReadFile(context, path, nil, options) else {
            guard let error = xmlCtxtGetLastError(context), let message = error.pointee.message else {
                throw ParseError(description: "not well-formed")
            }
            let text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ParseError(description: "\(text), line \(error.pointee.line)")
        }
        self.document = document
    }

    deinit { xmlFreeDoc(document) }

    /// The document's root element.
    var root: Element? {
        xmlDocGetRootElement(document).map { Element(node: $0, document: self) }
    }
}

extension XMLFile {
    /// An element of an ``XMLFile``, which it keeps alive.
    struct Element {
        fileprivate let node: xmlNodePtr
        fileprivate let document: XMLFile

        /// The element's name without its prefix.
        var localName: String { String(cString: node.pointee.name) }

        /// The URI of the element's namespace; `nil` when it is in none.
        var namespace: String? {
            node.pointee.ns.flatMap { $0.pointee.href }.map { String(cString: $0) }
        }

        /// Whether it is the element `localName` in the namespace `namespace` (in none, when `nil`).
        func isNamed(_ localName: String, in namespace: String?) -> Bool {
            self.localName == localName && self.namespace == namespace
        }

        /// The value of the attribute `name`; `nil` when the element has none.
        func attribute(_ name: String) -> String? {
            guard let value = xmlGetProp(node, name) else { return nil }
            defer { cellar_xml_free(value) }
            return String(cString: value)
        }

        /// The element's text, all of it (its descendants' too).
        var text: String {
            guard let content = xmlNodeGetContent(node) else { return "" }
            defer { cellar_xml_free(content) }
            return String(cString: content)
        }

        /// The element itself when it is `localName` in `namespace`, and the elements inside it
        /// that are, in document order.
        func elements(named localName: String, in namespace: String?) -> [Element] {
            var found = isNamed(localName, in: namespace) ? [self] : []
            for child in children {
                found += child.elements(named: localName, in: namespace)
            }
            return found
        }

        /// The text of its first child element `localName` in `namespace`, without surrounding
        /// white space; `nil` when it has no such child.
        func childText(_ localName: String, in namespace: String?) -> String? {
            children.first { $0.isNamed(localName, in: namespace) }?.text.trimmingCharacters(
                in: .whitespacesAndNewlines)
        }

        private var children: [Element] {
            var children: [Element] = []
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE {
                    children.append(Element(node: current, document: document))
                }
                child = current.pointee.next
            }
            return children
        }
    }
}
