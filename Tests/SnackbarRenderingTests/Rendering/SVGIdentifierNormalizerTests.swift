import Testing

@testable import SnackbarRendering

@Suite struct SVGIdentifierNormalizerTests {
  static func normalize(_ text: String) -> String {
    String(decoding: SVGIdentifierNormalizer.normalize(Array(text.utf8)), as: UTF8.self)
  }

  @Test func renumbersSurfaceAndImageIdsInOrderOfFirstAppearance() {
    let svg = """
      <image id="image13" xlink:href="data:image/png;base64,image99/surface7+"/>
      <mask id="mask0"><use xlink:href="#image13"/></mask>
      <image id="image4"/><use xlink:href="#image4"/><use xlink:href="#image13"/>
      <g id="surface9"><rect mask="url(#surface9)"/></g>
      """
    let expected = """
      <image id="image1" xlink:href="data:image/png;base64,image99/surface7+"/>
      <mask id="mask0"><use xlink:href="#image1"/></mask>
      <image id="image2"/><use xlink:href="#image2"/><use xlink:href="#image1"/>
      <g id="surface1"><rect mask="url(#surface1)"/></g>
      """
    #expect(Self.normalize(svg) == expected)
  }

  @Test func leavesPerDocumentIdsAndLookalikesAlone() {
    let svg = """
      <symbol id="glyph0-1"/><clipPath id="clip3"/><mask id="mask0"/><pattern id="pattern2"/>
      <g id="surfaces"/><g id="image"/><g id="image5x"/><use xlink:href="#surface12
      """
    #expect(Self.normalize(svg) == svg)
  }
}
