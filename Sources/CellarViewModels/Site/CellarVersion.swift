/// Cellar's version: the one place it is written, for `cellar --version` and every page's
/// `<meta name="generator">`.
public enum CellarVersion {
    public static let current = "0.2.0"
}
