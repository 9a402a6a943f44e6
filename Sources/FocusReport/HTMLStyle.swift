/// The report page's style sheet: plain system fonts, tables that read on
/// screen and paper, and print rules that keep charts whole and black on white.
enum HTMLStyle {
    static let css = """

        body { font-family: system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #111;
               background: #fff; margin: 0; line-height: 1.45; }
        main { max-width: 1160px; margin: 0 auto; padding: 24px; }
        h1 { font-size: 1.7em; margin: 0 0 0.3em; }
        h2 { font-size: 1.3em; border-bottom: 2px solid #111; padding-bottom: 0.15em; margin-top: 1.8em; }
        h3 { font-size: 1.05em; margin: 1.2em 0 0.4em; }
        .lede { max-width: 60em; }
        table { border-collapse: collapse; margin: 0.6em 0 1em; font-variant-numeric: tabular-nums; }
        caption { text-align: left; font-style: italic; padding-bottom: 0.3em; }
        th, td { border: 1px solid #888; padding: 0.25em 0.55em; text-align: right; }
        th[scope="row"], thead th, td.name { text-align: left; }
        td.reason { min-width: 24em; }
        thead th { background: #eee; }
        tr.baseline th, tr.baseline td { font-weight: 600; }
        tr.over-budget th, tr.over-budget td { background: #fde8e4; border: 2px solid #000; }
        .budget { border-left: 6px solid #111; padding: 0.4em 0.8em; background: #f4f4f4; }
        .warning { border-left: 6px double #111; padding: 0.4em 0.8em; }
        figure { margin: 0.5em 0 1em; break-inside: avoid; page-break-inside: avoid; }
        figcaption { font-size: 0.9em; font-weight: 600; }
        .charts, .screens { display: flex; flex-wrap: wrap; gap: 8px 24px; }
        table.timeline { font-size: 0.85em; }
        svg { max-width: 100%; height: auto; }
        .verdict { font-size: 1.1em; max-width: 60em; }
        .table-scroll { overflow-x: auto; max-width: 100%; }
        table.summary th[scope="row"] { position: sticky; left: 0; background: #fff; }
        @media (max-width: 600px) {
          main { padding: 10px; }
          h1 { font-size: 1.35em; }
          table.summary { font-size: 0.78em; }
          table.summary th, table.summary td { padding: 0.2em 0.3em; }
          thead th { white-space: normal; }
        }
        @media print {
          body { color: #000; background: #fff; font-size: 10pt; }
          main { max-width: none; padding: 0; }
          thead th { background: none; }
          tr.over-budget th, tr.over-budget td, .budget { background: none; }
          section, table { break-inside: avoid; page-break-inside: avoid; }
          h2, h3 { break-after: avoid; page-break-after: avoid; }
        }

        """
}
