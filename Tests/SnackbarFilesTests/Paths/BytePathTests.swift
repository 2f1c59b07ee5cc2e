import Foundation
import SnackbarFiles
import Testing

@Suite struct BytePathTests {
  @Test func bytesThatAreNotUTF8AreKeptAndShownEscaped() {
    let path = BytePath(bytes: Array("out".utf8) + [0xFF] + Array(".png".utf8))
    #expect(path.bytes.count == 8)
    #expect(path.utf8String == nil)
    #expect(path.description == "out\\xFF.png")
    // Valid UTF-8 stays as it is; a truncated sequence and control characters are escaped.
    #expect(BytePath("café/日本.png").description == "café/日本.png")
    #expect(BytePath(bytes: [0x61, 0xC3]).description == "a\\xC3")
    #expect(BytePath("a\nb").description == "a\\x0Ab")
    #expect(BytePath(bytes: [0xE2, 0x82, 0x41]).description == "\\xE2\\x82A")
  }

  @Test func parentAndLastComponentFollowDirnameAndBasename() {
    #expect(BytePath("a.png").parent == BytePath("."))
    #expect(BytePath("/a.png").parent == BytePath("/"))
    #expect(BytePath("dir/sub/a.png").parent == BytePath("dir/sub"))
    #expect(BytePath("dir//a.png").parent == BytePath("dir"))
    #expect(BytePath("/").parent == BytePath("/"))
    #expect(BytePath(".").parent == BytePath("."))
    #expect(BytePath("dir/a.png").lastComponent == Array("a.png".utf8))
    #expect(BytePath("dir/sub/").lastComponent == Array("sub".utf8))
    #expect(BytePath("dir").appending("a.png") == BytePath("dir/a.png"))
    #expect(BytePath("dir/").appending("a.png") == BytePath("dir/a.png"))
    #expect(BytePath("/x/./y").components == ["x", ".", "y"].map { Array($0.utf8) })
  }

  @Test func suffixIgnoresASCIICaseOnly() {
    #expect(BytePath("dir/A.PNG").hasSuffix(ignoringCase: ".png"))
    #expect(BytePath(bytes: [0xFF] + Array(".png".utf8)).hasSuffix(ignoringCase: ".png"))
    #expect(!BytePath("a.png/x").hasSuffix(ignoringCase: ".png"))
    #expect(!BytePath("png").hasSuffix(ignoringCase: ".png"))
  }
}
