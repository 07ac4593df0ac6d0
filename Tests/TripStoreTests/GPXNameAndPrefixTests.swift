import Foundation
import Testing
import TripModels
import TripStore

/// Two small rules of the GPX reader: an empty `<name/>` says nothing wherever it stands, and a
/// prefixed name needs its `xmlns:` declaration, as namespace-aware XML readers require.
@Suite("GPX names and namespace prefixes")
struct GPXNameAndPrefixTests {
  private func route(_ inside: String, declarations: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"\(declarations)>
      <rte>\(inside)<rtept lat="1" lon="2"><name>P</name></rtept></rte>
    </gpx>
    """
  }

  private func importError(_ text: String) -> ImportError? {
    do {
      _ = try TripExchange.importTrips(from: Data(text.utf8), fileName: "t.gpx")
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    "<name/><name>A</name>", "<name>A</name><name/>", "<name></name><name>A</name><name> </name>",
  ])
  func anEmptyNameBeforeOrAfterANameIsNoName(_ names: String) throws {
    let trips = try TripExchange.importTrips(from: Data(route(names).utf8), fileName: "t.gpx")
    #expect(trips.map(\.name) == ["A"])
  }

  @Test func twoNamesThatSaySomethingAreRefusedInEitherOrder() {
    for names in ["<name>A</name><name>B</name>", "<name/><name>A</name><name>B</name>"] {
      let error = importError(route(names))
      #expect(
        error?.description.contains("<rte> has a second <name>") == true,
        "\(names): \(String(describing: error))")
    }
  }

  @Test(arguments: [
    "<g:ext>x</g:ext>", "<ext g:kind=\"x\">x</ext>", "<ext>  <g:deep/></ext>",
  ])
  func aPrefixWithoutItsDeclarationIsRefused(_ element: String) {
    let error = importError(route(element))
    #expect(error?.description.contains("which no xmlns:g declares") == true, "\(String(describing: error))")
  }

  @Test func aDeclarationOutOfScopeDoesNotBindThePrefix() {
    let text = route("<a xmlns:g=\"urn:g\"><g:x/></a><g:y/>")
    #expect(importError(text)?.description.contains("<g:y> uses the prefix g") == true)
  }

  @Test(arguments: [
    ("<g:ext>x</g:ext>", " xmlns:g=\"urn:g\""), ("<ext xmlns:g=\"urn:g\" g:kind=\"x\"/>", ""),
    ("<ext xml:lang=\"en\"/>", ""),
  ])
  func declaredPrefixesAndXmlAreAcceptedAndSkipped(_ element: String, _ declarations: String) throws {
    let trips = try TripExchange.importTrips(
      from: Data(route(element, declarations: declarations).utf8), fileName: "t.gpx")
    #expect(trips.first?.stops.map(\.name) == ["P"])
  }

  @Test(arguments: ["<a:b:c/>", "<:a/>", "<ext xmlns:g=\"\"/>", "<ext xmlns:xmlns=\"urn:x\"/>"])
  func malformedPrefixesAreRefused(_ element: String) {
    #expect(importError(route(element)) != nil)
  }
}
