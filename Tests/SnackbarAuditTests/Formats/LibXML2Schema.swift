import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// libxml2's XML Schema validation, for checking the JUnit writer against a published XSD.
///
/// Reached with `dlopen` of `libxml2.so.2`, the library FoundationXML itself links, so the test
/// target needs no system-library module and no libxml2 headers: only these few functions,
/// declared with the C types of libxml2 2.9's headers. Errors are collected with a structured
/// error handler, whose `xmlError` is read at the offsets of its first fields (`domain`, `code`,
/// `message`, `level`, `file`, `line`) on a 64-bit system.
enum LibXML2Schema {
  struct Unavailable: Error, CustomStringConvertible {
    let description: String
  }

  private typealias NewMemParserContext = @convention(c) (UnsafePointer<CChar>?, Int32) -> OpaquePointer?
  private typealias Parse = @convention(c) (OpaquePointer?) -> OpaquePointer?
  private typealias ReadMemory =
    @convention(c) (UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32) ->
    OpaquePointer?
  private typealias Validate = @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
  private typealias Free = @convention(c) (OpaquePointer?) -> Void
  private typealias ErrorHandler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
  private typealias SetErrorHandler = @convention(c) (OpaquePointer?, ErrorHandler?, UnsafeMutableRawPointer?) -> Void

  private final class Messages {
    var lines: [String] = []
  }

  /// libxml2's `XML_PARSE_NONET`: no network access while reading.
  private static let noNetwork: Int32 = 1 << 11

  /// libxml2's messages for `document` against `schema` (`line N: message`); empty when valid.
  static func violations(of document: String, schema: String) throws -> [String] {
    guard let library = dlopen("libxml2.so.2", RTLD_NOW) else { throw Unavailable(description: "no libxml2.so.2") }
    defer { dlclose(library) }
    func function<T>(_ name: String, as type: T.Type) throws -> T {
      guard let symbol = dlsym(library, name) else { throw Unavailable(description: "no \(name) in libxml2") }
      return unsafeBitCast(symbol, to: type)
    }
    let newParser = try function("xmlSchemaNewMemParserCtxt", as: NewMemParserContext.self)
    let setParserErrors = try function("xmlSchemaSetParserStructuredErrors", as: SetErrorHandler.self)
    let parse = try function("xmlSchemaParse", as: Parse.self)
    let newValidator = try function("xmlSchemaNewValidCtxt", as: Parse.self)
    let setValidatorErrors = try function("xmlSchemaSetValidStructuredErrors", as: SetErrorHandler.self)
    let readMemory = try function("xmlReadMemory", as: ReadMemory.self)
    let validate = try function("xmlSchemaValidateDoc", as: Validate.self)
    let freeParser = try function("xmlSchemaFreeParserCtxt", as: Free.self)
    let freeSchema = try function("xmlSchemaFree", as: Free.self)
    let freeValidator = try function("xmlSchemaFreeValidCtxt", as: Free.self)
    let freeDocument = try function("xmlFreeDoc", as: Free.self)

    let messages = Messages()
    let context = Unmanaged.passUnretained(messages).toOpaque()
    let collect: ErrorHandler = { context, error in
      guard let context, let error else { return }
      let messages = Unmanaged<Messages>.fromOpaque(context).takeUnretainedValue()
      let text = error.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self).map { String(cString: $0) } ?? "?"
      let line = error.load(fromByteOffset: 32, as: Int32.self)
      messages.lines.append("line \(line): " + text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    let schemaBytes = Array(schema.utf8)
    guard
      let parser = schemaBytes.withUnsafeBufferPointer({ buffer in
        buffer.withMemoryRebound(to: CChar.self) { newParser($0.baseAddress, Int32($0.count)) }
      })
    else { throw Unavailable(description: "the schema could not be read") }
    defer { freeParser(parser) }
    setParserErrors(parser, collect, context)
    guard let compiled = parse(parser) else {
      throw Unavailable(description: "the schema does not compile: \(messages.lines)")
    }
    defer { freeSchema(compiled) }
    let documentBytes = Array(document.utf8)
    guard
      let tree = documentBytes.withUnsafeBufferPointer({ buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          readMemory($0.baseAddress, Int32($0.count), "report.xml", "UTF-8", noNetwork)
        }
      })
    else { return ["the document is not well-formed XML"] }
    defer { freeDocument(tree) }
    guard let validator = newValidator(compiled) else { throw Unavailable(description: "no validation context") }
    defer { freeValidator(validator) }
    setValidatorErrors(validator, collect, context)
    let status = withExtendedLifetime(messages) { validate(validator, tree) }
    if status != 0 && messages.lines.isEmpty { return ["invalid (status \(status))"] }
    return messages.lines
  }
}
