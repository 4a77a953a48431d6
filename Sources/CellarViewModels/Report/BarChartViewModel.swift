import CellarPlurals
import CellarProperties

/// A bar chart drawn at build time as SVG: where each bar and label goes, in the drawing's own
/// units (its `viewBox`), and the same figures as table rows. The view only writes the
/// elements; every position and size is decided here.
///
/// Two layouts: horizontal bars, one per row with its label on the left (categories, stars,
/// stock), and columns along a time axis (one a month). Bars are scaled to the largest value,
/// and never divided by zero: a chart whose values are all 0 has no drawing (``hasData`` is
/// false) and the view says so in words instead.
public struct BarChartViewModel: Sendable, Equatable, PropertyListing {
    /// One bar and its labels.
    public struct Bar: Sendable, Equatable, PropertyListing {
        /// What the bar counts, as the table shows it (`4 stars`, `2024-03`).
        public let label: String
        /// The figure, as the table shows it (`1,234`).
        public let valueText: String
        /// The figure as a plain number, for tests and the tooltip.
        public let value: Int
        public let x: Int
        public let y: Int
        public let width: Int
        public let height: Int
        /// The label written on the drawing, or `nil` when there is no room (months between years).
        public let axisLabel: String?
        public let axisLabelX: Int
        public let axisLabelY: Int
        /// `start`, `middle` or `end`: how the axis label lines up on its point.
        public let axisLabelAnchor: String
        /// Whether the figure is written at the bar's end (horizontal bars).
        public let showsValue: Bool
        public let valueX: Int
        public let valueY: Int
    }

    /// The chart's name, unique on the page, for its element ids (`chart-ratings`).
    public let id: String
    public let title: String
    /// What the chart shows, in one sentence, for readers who cannot see it.
    public let summary: String
    /// The drawing's size.
    public let width: Int
    public let height: Int
    /// The axis the bars stand on: a line from (x1, y1) to (x2, y2).
    public let baselineX1: Int
    public let baselineY1: Int
    public let baselineX2: Int
    public let baselineY2: Int
    /// The table's column headings.
    public let labelHeading: String
    public let valueHeading: String
    public let bars: [Bar]
    /// Text for the scale of a column chart (its largest value at the top); `nil` for bars.
    public let scaleLabel: String?
    public let scaleLabelX: Int
    public let scaleLabelY: Int
    /// What to say instead of a drawing when every value is 0.
    public let emptyText: String

    /// Whether any value is above 0: otherwise there is nothing to draw.
    public var hasData: Bool { bars.contains { $0.value > 0 } }

    /// The drawing's width; the browser scales it to the page. Narrow enough that its 15-unit
    /// text stays readable scaled down to a phone's width.
    static let drawingWidth = 420

    // Horizontal bars.
    static let labelWidth = 130
    static let valueWidth = 50
    static let rowHeight = 28
    static let barThickness = 18
    static let padding = 8

    // Columns.
    static let columnChartHeight = 200
    static let scaleWidth = 40
    static let axisHeight = 22
    /// The most a character of the 15-unit text takes, for keeping axis labels apart.
    static let characterWidth = 10
    /// Room right of the plot for the last axis label to run into.
    static let labelOverhang = 32

    /// A figure and its label, in the order to draw.
    public struct Entry: Sendable, Equatable {
        public let label: String
        public let value: Int
        /// For columns: the label under the axis, `nil` for none.
        public let axisLabel: String?

        public init(label: String, value: Int, axisLabel: String? = nil) {
            self.label = label
            self.value = value
            self.axisLabel = axisLabel
        }
    }

    /// Horizontal bars, one row each, the longest as wide as the plot.
    static func bars(
        id: String, title: String, summary: String, labelHeading: String, valueHeading: String,
        entries: [Entry], emptyText: String
    ) -> BarChartViewModel {
        let plotWidth = drawingWidth - labelWidth - valueWidth
        let largest = max(1, entries.map(\.value).max() ?? 0)
        let bars = entries.enumerated().map { index, entry in
            let y = padding + index * rowHeight
            let width = scaled(entry.value, of: largest, to: plotWidth)
            let middle = y + barThickness / 2 + 5
            return Bar(
                label: entry.label, valueText: NumberText.grouped(entry.value), value: entry.value,
                x: labelWidth, y: y, width: width, height: barThickness,
                axisLabel: entry.label, axisLabelX: labelWidth - padding, axisLabelY: middle, axisLabelAnchor: "end",
                showsValue: true, valueX: labelWidth + width + 6, valueY: middle
            )
        }
        let height = 2 * padding + max(1, entries.count) * rowHeight - (rowHeight - barThickness)
        return BarChartViewModel(
            id: id, title: title, summary: summary, width: drawingWidth, height: height,
            baselineX1: labelWidth, baselineY1: padding / 2, baselineX2: labelWidth, baselineY2: height - padding / 2,
            labelHeading: labelHeading, valueHeading: valueHeading, bars: bars,
            scaleLabel: nil, scaleLabelX: 0, scaleLabelY: 0, emptyText: emptyText
        )
    }

    /// Columns side by side along the bottom axis, the tallest as high as the plot.
    static func columns(
        id: String, title: String, summary: String, labelHeading: String, valueHeading: String,
        entries: [Entry], emptyText: String
    ) -> BarChartViewModel {
        let plotWidth = drawingWidth - scaleWidth - labelOverhang
        let plotTop = padding + 8
        let baseline = columnChartHeight - axisHeight
        let plotHeight = baseline - plotTop
        let largest = max(1, entries.map(\.value).max() ?? 0)
        let count = max(1, entries.count)
        var nextFreeX = 0
        let bars = entries.enumerated().map { index, entry in
            // Each column's slot spans whole units from its start to the next one's, so
            // columns tile the plot exactly whatever their count.
            let start = scaleWidth + index * plotWidth / count
            let end = scaleWidth + (index + 1) * plotWidth / count
            let gap = end - start >= 4 ? max(1, (end - start) / 5) : 0
            let height = scaled(entry.value, of: largest, to: plotHeight)
            // An axis label is written only where it does not run into the one before, nor
            // off the drawing's edge.
            var axisLabel: String?
            if let label = entry.axisLabel, start >= nextFreeX, start + label.count * characterWidth <= drawingWidth {
                axisLabel = label
                nextFreeX = start + label.count * characterWidth + characterWidth
            }
            return Bar(
                label: entry.label, valueText: NumberText.grouped(entry.value), value: entry.value,
                x: start, y: baseline - height, width: max(1, end - start - gap), height: height,
                axisLabel: axisLabel, axisLabelX: start, axisLabelY: baseline + 16, axisLabelAnchor: "start",
                showsValue: false, valueX: 0, valueY: 0
            )
        }
        return BarChartViewModel(
            id: id, title: title, summary: summary, width: drawingWidth, height: columnChartHeight,
            baselineX1: scaleWidth, baselineY1: baseline, baselineX2: scaleWidth + plotWidth, baselineY2: baseline,
            labelHeading: labelHeading, valueHeading: valueHeading, bars: bars,
            scaleLabel: NumberText.grouped(largest), scaleLabelX: scaleWidth - 6, scaleLabelY: plotTop + 4,
            emptyText: emptyText
        )
    }

    /// `value` of `largest` as a length of `length`, rounded; a value above 0 gets at least 1.
    private static func scaled(_ value: Int, of largest: Int, to length: Int) -> Int {
        guard value > 0 else { return 0 }
        return max(1, Int((Double(value) / Double(largest) * Double(length)).rounded()))
    }
}
