// The catalog of every lesson. `Catalog.standard` is generated at build time by SnippetPlugin
// from Lessons/order.txt: one lesson folder per line, in teaching order.
@_exported import PlaygroundKit
