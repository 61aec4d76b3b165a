// The product's module. The library lives in four targets, each depending only on the ones below
// it (Package.swift); this module re-exports them, so that `import CascadingTableDelegate` brings
// every public name, as it did when the library was one target.
@_exported import CascadingTableCollections
@_exported import CascadingTableDescribed
@_exported import CascadingTableNodes
@_exported import CascadingTableView
