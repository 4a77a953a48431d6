/// Every page kind, in the order the site lists their pages (and the sitemap its URLs).
enum PageKinds {
    static let all: [any PageKind.Type] = [
        HomePageViewModel.self, CategoriesPageViewModel.self, CategoryPageViewModel.self,
        BrandsPageViewModel.self, BrandPageViewModel.self, SalePageViewModel.self,
        GoodsPageViewModel.self, CommentsPageViewModel.self, DocPageViewModel.self,
        CartPageViewModel.self, CheckoutPageViewModel.self, SearchPageViewModel.self, NotFoundPageViewModel.self,
        MovedPageViewModel.self, RedirectsFileViewModel.self,
        CatalogueReportPage.self, CatalogueReportMarkdownPage.self, ReportTablePage.self,
        GoogleFeedViewModel.self, MetaFeedViewModel.self,
        SitemapPage.self, SitemapPartPage.self, RobotsViewModel.self,
    ]
}
