/// The one stylesheet of the HTML handouts and the live page, inlined in every file: a light and a
/// dark theme (the system's choice, unless the reader flips it), large type on a projector, a
/// single column on a phone (code scrolls sideways in its own box, never the page), and print
/// styles (light, code wrapped, no toolbar, breaks kept out of code and output).
///
/// Themes: `html[data-theme=dark|light]` forces one (the live page's toggle sets it); a checked
/// `#theme-flip` checkbox flips the system's (the handouts' toggle, which needs no script).
public enum Stylesheet {
    public static let css: String = [base, themes, layout, code, live, handout, print].joined(separator: "\n")

    /// A theme: colours for the page and for each token kind of ``SwiftHighlighter``.
    struct Palette {
        var variables: [(String, String)]
        var css: String { variables.map { "--\($0.0):\($0.1);" }.joined() + "color-scheme:\(isDark ? "dark" : "light");" }
        var isDark: Bool
    }

    static let light = Palette(variables: [
        ("bg", "#fbfbf9"), ("fg", "#1c1e22"), ("muted", "#5c636d"), ("rule", "#d8dbe0"), ("surface", "#f0f1f3"),
        ("surface-strong", "#e6e8ec"), ("accent", "#0b5cbf"), ("ok", "#1d7a35"), ("bad", "#b3261e"), ("bad-bg", "#fdecea"),
        ("kw", "#9b2393"), ("ty", "#0b4f79"), ("str", "#c41a16"), ("num", "#1c00cf"), ("com", "#5d6c79"), ("doc", "#4a6b43"),
        ("attr", "#815f03"), ("dir", "#643820"), ("interp", "#6c36a9"),
    ], isDark: false)

    static let dark = Palette(variables: [
        ("bg", "#15171c"), ("fg", "#e7e5e1"), ("muted", "#9aa1ab"), ("rule", "#30353f"), ("surface", "#1e2129"),
        ("surface-strong", "#272b35"), ("accent", "#6cb6ff"), ("ok", "#5fd37a"), ("bad", "#ff8a80"), ("bad-bg", "#3a1e1e"),
        ("kw", "#ff7ab2"), ("ty", "#5dd8ff"), ("str", "#ff8170"), ("num", "#d9c97c"), ("com", "#8a96a3"), ("doc", "#9fc38f"),
        ("attr", "#e0a86a"), ("dir", "#ffa14f"), ("interp", "#c9a6ff"),
    ], isDark: true)

    static let base = """
        *,*::before,*::after{box-sizing:border-box}
        html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
        body{margin:0;background:var(--bg);color:var(--fg);font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif;font-size:1.125rem;line-height:1.55;overflow-wrap:break-word}
        h1,h2,h3{line-height:1.2;margin:1.2em 0 .5em}
        h1{font-size:1.9em}h2{font-size:1.5em}h3{font-size:1.15em}
        p,ul,ol{margin:.6em 0}
        ul,ol{padding-left:1.4em}
        li{margin:.25em 0}
        a{color:var(--accent)}
        .muted{color:var(--muted)}
        .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
        """

    static let themes = """
        :root{\(light.css)}
        @media (prefers-color-scheme:dark){:root{\(dark.css)}}
        :root[data-theme=light]{\(light.css)}
        :root[data-theme=dark]{\(dark.css)}
        @media (prefers-color-scheme:light){:root:not([data-theme]):has(#theme-flip:checked){\(dark.css)}}
        @media (prefers-color-scheme:dark){:root:not([data-theme]):has(#theme-flip:checked){\(light.css)}}
        """

    static let layout = """
        main{max-width:62rem;margin:0 auto;padding:0 1.25rem 3rem}
        .toolbar{display:flex;align-items:center;gap:.75em;flex-wrap:wrap;padding:.5rem 1.25rem;border-bottom:1px solid var(--rule);font-size:.85em;color:var(--muted)}
        .toolbar .grow{flex:1 1 auto;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .theme-toggle{font:inherit;color:var(--fg);background:var(--surface);border:1px solid var(--rule);border-radius:999px;padding:.2em .8em;cursor:pointer}
        .theme-toggle:hover{background:var(--surface-strong)}
        @media (max-width:30rem){.theme-toggle .label{display:none}}
        #theme-flip:focus-visible+.theme-toggle,.theme-toggle:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
        .step-no{margin:1.2em 0 0;color:var(--muted);font-size:.9em;letter-spacing:.02em}
        .step-no+h2{margin-top:.2em}
        .progress{height:.3em;background:var(--surface-strong);border-radius:999px;overflow:hidden;margin:.4em 0 0}
        .progress>span{display:block;height:100%;background:var(--accent)}
        .try{border-left:.25em solid var(--accent);padding:.2em 0 .2em .8em;color:var(--fg)}
        .try strong{color:var(--accent)}
        .failure{background:var(--bad-bg);color:var(--fg);border-left:.25em solid var(--bad);padding:.6em .9em;border-radius:.3em}
        .failure strong{color:var(--bad)}
        .note{color:var(--muted);font-style:italic}
        """

    static let code = """
        code,pre,kbd{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono","Liberation Mono",monospace}
        :not(pre)>code{font-size:.9em;background:var(--surface);border:1px solid var(--rule);border-radius:.3em;padding:0 .25em;overflow-wrap:anywhere}
        pre{margin:0;padding:.75em 1em;overflow-x:auto;max-width:100%;font-size:.85em;line-height:1.45;tab-size:4;background:var(--surface);border:1px solid var(--rule);border-radius:.45em}
        pre code{font-size:inherit;background:none;border:0;padding:0}
        pre.block{margin:.8em 0}
        figure{margin:1em 0;min-width:0}
        figcaption{font-size:.8em;color:var(--muted);margin:0 0 .3em;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;overflow-wrap:anywhere}
        figure.refused pre{border-left:.3em solid var(--bad)}
        figure.refused figcaption strong{color:var(--bad)}
        pre.compiler{margin-top:.4em;background:var(--bad-bg);color:var(--fg);white-space:pre-wrap}
        .output{margin:1em 0}
        .output pre{border-left:.3em solid var(--ok)}
        .output h3{font-size:.8em;font-weight:600;color:var(--muted);margin:0 0 .3em;text-transform:uppercase;letter-spacing:.06em}
        figure.figure{margin:.8em 0;padding:.6em .8em;background:var(--surface);border:1px solid var(--rule);border-radius:.45em;overflow-x:auto}
        figure.figure svg{display:block;max-width:100%;height:auto;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:13px}
        figure.figure text{fill:var(--fg)}
        figure.figure .name,figure.figure .tick,figure.figure .note,figure.figure .held{fill:var(--muted)}
        figure.figure .held{fill:var(--bad)}
        figure.figure .stream,figure.figure .axis,figure.figure .edge{stroke:var(--muted);stroke-width:1.5;fill:none}
        figure.figure .stream-end{stroke:var(--muted);stroke-width:1.5;fill:none}
        figure.figure .marble{fill:var(--bg);stroke:var(--accent);stroke-width:2}
        figure.figure .finished{stroke:var(--fg);stroke-width:3}
        figure.figure .failed{stroke:var(--bad);stroke-width:3}
        figure.figure .cancelled{fill:var(--bad);font-weight:700}
        figure.figure .bar{fill:var(--ok)}
        figure.figure .bar.alive{fill:var(--accent)}
        figure.figure .bar.alive.held{fill:var(--bad)}
        figure.figure .bar-end{stroke:var(--fg);stroke-width:2}
        figure.figure .alive-end{fill:var(--accent)}
        figure.figure .alive-end.held{fill:var(--bad)}
        figure.figure .node{fill:var(--bg);stroke:var(--accent);stroke-width:1.5}
        figure.figure .node.shared{stroke-dasharray:4 3}
        figure.figure .node.substituted{stroke:var(--attr)}
        figure.figure .node.cycle,figure.figure .node.failed{stroke:var(--bad);stroke-width:2}
        figure.figure .loop{stroke:var(--bad);stroke-width:2;fill:none}
        figure.figure .loop-head{stroke:var(--bad);stroke-width:2;fill:none}
        figure.figure .panel-title{font-weight:700}
        .kw{color:var(--kw);font-weight:600}
        .ty{color:var(--ty)}
        .str{color:var(--str)}
        .num{color:var(--num)}
        .com{color:var(--com);font-style:italic}
        .doc{color:var(--doc);font-style:italic}
        .attr{color:var(--attr)}
        .dir{color:var(--dir)}
        .interp{color:var(--interp);font-weight:600}
        """

    /// The projector: type that grows with the screen, the step using the width.
    static let live = """
        body.live{font-size:clamp(17px,.6rem + .85vw,32px)}
        body.live main{max-width:min(120rem,100%);padding:0 2.5vw 3rem}
        body.live .toolbar{position:sticky;top:0;z-index:1;background:var(--bg);padding:.4rem 2.5vw}
        body.live .lesson{margin:.8em 0 0;font-size:1em;font-weight:600;color:var(--muted)}
        body.live h2{font-size:1.6em}
        body.live .prose{max-width:48em}
        body.live .waiting{margin-top:20vh;text-align:center;color:var(--muted);font-size:1.2em}
        .status{display:inline-flex;align-items:center;gap:.4em;white-space:nowrap}
        .status::before{content:"";width:.65em;height:.65em;border-radius:50%;background:var(--muted)}
        .status[data-state=live]::before{background:var(--ok)}
        .status[data-state=reconnecting]::before,.status[data-state=lost]::before{background:var(--bad)}
        .status[data-state=lost]{color:var(--bad)}
        """

    static let handout = """
        header.lesson-head{margin:1.5em 0 1em;padding-bottom:1em;border-bottom:1px solid var(--rule)}
        header.lesson-head h1{margin:.2em 0}
        .kicker{color:var(--muted);margin:0;font-size:.9em}
        nav.contents ol{columns:2 18rem;column-gap:2rem}
        nav.contents li{margin:0;padding:.15em 0;break-inside:avoid}
        @media (min-width:100rem){body.handout{font-size:1.3rem}}
        section.step{margin:2.5em 0;padding-top:.5em;border-top:1px solid var(--rule)}
        section.exercise{margin:2em 0}
        details{margin:.5em 0;border:1px solid var(--rule);border-radius:.4em;padding:.4em .8em}
        details>summary{cursor:pointer;font-weight:600}
        details[open]>summary{margin-bottom:.4em}
        ul.lessons{list-style:none;padding:0}
        ul.lessons li{margin:1em 0}
        ul.lessons a{font-size:1.15em;font-weight:600}
        """

    static let print = """
        @media print{
        :root,:root[data-theme],:root:not([data-theme]):has(#theme-flip:checked){\(light.css)--bg:#fff;--surface:#f4f4f4}
        body,body.live{font-size:11pt;background:#fff;color:#000}
        main,body.live main{max-width:none;padding:0}
        .toolbar,.no-print{display:none!important}
        pre{white-space:pre-wrap;overflow:visible;word-break:break-word;border-color:#bbb}
        figure,.output,.failure,details{break-inside:avoid}
        h1,h2,h3,figcaption,.step-no{break-after:avoid}
        section.exercises{break-before:page}
        details::details-content{content-visibility:visible;display:block}
        a{color:inherit;text-decoration:none}
        }
        """
}
