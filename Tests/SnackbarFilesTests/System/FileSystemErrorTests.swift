import Foundation
import SnackbarFiles
import Testing

/// The one error of the files module: every message made from the operation, the path as given,
/// the folder involved and the reason, word for word as the CLI has always printed them.
@Suite struct FileSystemErrorTests {
  @Test func writeMessagesNameThePathGivenAndTheFolderInvolved() {
    let denied = FileSystemError.Reason.system(errno: EACCES)
    let cases: [(FileSystemError, String)] = [
      (
        FileSystemError(.write, path: "out.png", reason: .system(errno: ENOSPC)),
        "cannot write out.png: No space left on device"
      ),
      (
        FileSystemError(.write, path: "", reason: .invalidPath("the path is empty")),
        "cannot write \"\": the path is empty"
      ),
      (
        FileSystemError(.write, path: "https://x/y.png", reason: .notAFileURL),
        "cannot write https://x/y.png: not a file URL"
      ),
      (
        FileSystemError(.write, path: "d", reason: .isADirectory), "cannot write d: it is a directory; give a file path"
      ),
      (
        FileSystemError(.write, path: "/dev/null", reason: .notARegularFile(.characterDevice)),
        "cannot write /dev/null: it is a character device, not a regular file; outputs are written atomically "
          + "(a temporary file, then a rename), so give the path of a regular file or a new one"
      ),
      (
        FileSystemError(.write, path: "frames", reason: .notADirectory(.regular)),
        "cannot write \"frames\": it is a regular file, not a folder; the folder is replaced as a unit, so move it away"
      ),
      (
        FileSystemError(.write, path: "f/a/b.png", folder: "f", reason: .parentIsNotADirectory),
        "cannot write f/a/b.png: f is a file, not a directory"
      ),
      (
        FileSystemError(.write, path: "a.png", folder: "/gone", reason: .missing),
        "cannot write a.png: /gone does not exist"
      ),
      (
        FileSystemError(.createFile, path: "o/a.png", folder: "o", reason: denied),
        "cannot write o/a.png: cannot create files in o: Permission denied"
      ),
      (
        FileSystemError(.createDirectory, path: "o/a.png", folder: "o", reason: denied),
        "cannot write o/a.png: cannot create directory o: Permission denied"
      ),
      (
        FileSystemError(.createTemporaryFile, path: "o/a.png", folder: "o", reason: denied),
        "cannot write o/a.png: cannot create a file in o: Permission denied"
      ),
      (
        FileSystemError(.replace, path: "a.png", reason: .system(errno: EISDIR)),
        "cannot replace a.png: Is a directory"
      ),
    ]
    for (error, message) in cases { #expect(error.description == message) }
  }

  @Test func readReasonsAreWordedForTheCallersOwnMessages() {
    #expect(FileSystemError.Reason.isADirectory.description == "it is a directory, not a file")
    #expect(FileSystemError.Reason.notARegularFile(.fifo).description == "it is a FIFO (named pipe), not a file")
    #expect(FileSystemError.Reason.system(errno: ENOENT).description == "No such file or directory")
    #expect(
      FileSystemError(.read, path: "in.txt", reason: .tooLarge(size: 9, limit: 4)).description
        == "cannot read in.txt: it is 9 bytes, larger than the limit of 4")
  }
}
