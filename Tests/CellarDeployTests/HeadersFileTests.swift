import CellarHosting
import Testing

struct HeadersFileTests {
    let policy = ContentSecurityPolicy(templates: [
        "<script>document.documentElement.classList.add('js')</script>",
        """
        <script type=\"application/ld+json\">{{{jsonLD}}}</script><script type=\"module\" \
        src=\"{{scriptURL}}\"></script>
        """,
    ])

    @Test func cachesForAYearOnlyFoldersOfContentHashedFiles() {
        let file = HeadersFile(
            files: [
                "index.html", "assets/style.fb410ef7.css", "assets/store/main.eb1a3f6c.js",
                "media/images/goods/red-320.44ee533f5f.webp", "media/images/avatars/avatar-1.svg",
                "data/search/manifest.json", "data/search/terms-0.19c4f59f.json", "data/cart/manifest.json",
                "data/cart/goods-0.4b84a2a5.json",
            ], rootPath: "/shop/", policy: policy)
        // data/ and media/ hold files to revalidate (manifests, SVGs named as they are).
        #expect(file.immutableFolders == ["assets", "media/images/goods"])
        #expect(file.text.contains("/shop/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n"))
        #expect(!file.text.contains("/shop/*\n  Cache-Control"))
    }

    /// A market's folder holds its pages and its data files: only folders of its `data/` that
    /// hold nothing but content-hashed files may be cached for a year, never the market's folder.
    @Test func cachesNoMarketsFolderButItsDataFoldersOfContentHashedFilesOnly() {
        let file = HeadersFile(
            files: [
                "index.html", "en/index.html", "en/goods/g-1/index.html", "en/data/cart/manifest.json",
                "en/data/cart/goods-0.4b84a2a5.json", "en/data/shards/a.4b84a2a5.json",
            ], rootPath: "/", policy: policy)
        #expect(file.immutableFolders == ["en/data/shards"])
    }

    @Test func allowsTheThemesInlineScriptsByHashAndNoOtherInlineScript() {
        #expect(policy.inlineScriptHashes == ["'sha256-Du+OJKJSbdUgz5nrHeWWINvez6XKDDU/tyj/5c2uvwo='"])
        #expect(
            policy.value.hasPrefix(
                """
                default-src 'self'; script-src 'self' 'sha256-Du+OJKJSbdUgz5nrHeWWINvez6XKDDU/tyj/5c2uvwo='; style-src \
                'self';
                """
            ))
        #expect(!policy.value.contains("unsafe-inline"))
    }

    @Test func addsTheCheckoutProvidersSourcesToTheirDirectives() {
        let snipcart = ContentSecurityPolicy(
            templates: [],
            extraSources: [
                "script-src": ["https://cdn.snipcart.com"], "frame-src": ["https://app.snipcart.com"],
                "connect-src": ["https://app.snipcart.com"],
            ])
        #expect(snipcart.value.contains("; script-src 'self' https://cdn.snipcart.com;"))
        #expect(snipcart.value.contains("; connect-src 'self' https://app.snipcart.com;"))
        #expect(snipcart.value.contains("; frame-src https://app.snipcart.com;"))
        #expect(snipcart.value.contains("; form-action 'self';"))
        // Without a provider's frames there is no frame-src: default-src 'self' governs frames.
        #expect(!policy.value.contains("frame-src"))
        let foxy = ContentSecurityPolicy(templates: [], extraSources: ["form-action": ["https://shop.foxycart.com"]])
        #expect(foxy.value.contains("; form-action 'self' https://shop.foxycart.com;"))
    }
}
