/// The text of `roadtrip --help` and `--version`.
enum HelpText {
  /// The version printed by `--version`.
  static let version = "roadtrip 1.0.0"

  /// The usage text; `storePath` is where the default store lives on this machine.
  static func usage(storePath: String) -> String {
    """
    roadtrip — plan road trips in the terminal

    USAGE
      roadtrip                        full-screen app (when stdin and stdout are a terminal)
      roadtrip --script FILE|-        run script commands (the default when stdin is not a terminal)
      roadtrip --open URL             start at a deep link, e.g. roadtrip://trips/1/waypoints/2
      roadtrip --store PATH           use this store file in a folder that exists (a new one starts empty)
      roadtrip --size COLSxROWS       frame size when not on a terminal (default 80x24; 20x6 to 1000x500)
      roadtrip --units km|mi          distance units (remembered in the store)
      roadtrip --router URL           road distances and drive times from this Valhalla server
                                      (else ROADTRIP_ROUTER, else the remembered router; it is
                                      sent the stops' coordinates and nothing else;
                                      ROADTRIP_ROUTER_TIMEOUT: seconds a request may take, 1-600,
                                      default 10)
      roadtrip --no-color             no colour (NO_COLOR is honoured too)
      roadtrip export [--format json|gpx|kml|geojson|csv] [--trip ID|POSITION] [-o FILE [--force]]
                                      (-o writes a regular file, in the format its extension
                                      names unless --format says; --force replaces one that exists)
      roadtrip import FILE [--format json|gpx|kml|geojson|csv] [--replace]
                                      import trips from a JSON, GPX, KML, GeoJSON or CSV file (the
                                      content tells which; a trip whose id is here with other
                                      content is added as a copy; --replace replaces it instead;
                                      identical trips are skipped)
      roadtrip itinerary [--trip ID|POSITION]
                                      a trip's day plan as plain text (local times, days, flags)
      roadtrip export --format ics [--trip ID|POSITION] [-o FILE [--force]]
                                      the itinerary as an iCalendar file (needs a start date)
      roadtrip route [--trip ID|POSITION]
                                      route a trip (every trip without --trip) with the router,
                                      print each leg's road distance and drive time, and keep them
      roadtrip --help | --version

    KEYS (outside a text field; Tab into a field to type in it, Enter or Esc to leave it)
    \(KeyTable.helpLines.joined(separator: "\n"))

    SCRIPT COMMANDS (one per line, # comments, shell-style quoting)
      print  press LABEL  select N  open N  set LABEL TEXT  type TEXT  key NAME
      back  root  goto URL  resize COLSxROWS  wait  echo TEXT  quit

    DEEP LINKS
      roadtrip://trips  roadtrip://trips/<trip>  roadtrip://trips/<trip>/waypoints/<stop>
      (<trip> and <stop> are a UUID or a 1-based position)

    STORE
      \(storePath)
      ($ROADTRIP_STORE, else $XDG_DATA_HOME/roadtrip/roadtrip.sqlite, else ~/.local/share/roadtrip/)
      Long trips' drawn maps are cached in $XDG_CACHE_HOME/roadtrip/map-pictures, else
      ~/.cache/roadtrip/map-pictures (safe to delete).

    EXIT STATUS
      0 fine   1 a script line failed   2 usage error   3 the store could not be opened
      4 the output could not be written   5 route: a leg could not be routed
    """
  }
}
