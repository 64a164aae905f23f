import Testing
import Settings

@Test func anExplicitFileWinsOverTheEnvironment() {
    let location = ConfigLocation.find(explicit: "my.toml", environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"])
    #expect(location == ConfigLocation(path: "my.toml", isExplicit: true))
}

@Test func xdgConfigHomeIsUsedWhenSet() {
    let location = ConfigLocation.find(explicit: nil, environment: ["XDG_CONFIG_HOME": "/x/conf/", "HOME": "/h"])
    #expect(location == ConfigLocation(path: "/x/conf/playdeck/config.toml", isExplicit: false))
}

@Test func homeDotConfigIsUsedWithoutXDGConfigHome() {
    #expect(ConfigLocation.find(explicit: nil, environment: ["HOME": "/home/u"])
        == ConfigLocation(path: "/home/u/.config/playdeck/config.toml", isExplicit: false))
}

@Test func emptyOrRelativeXDGConfigHomeIsIgnored() {
    #expect(ConfigLocation.find(explicit: nil, environment: ["XDG_CONFIG_HOME": "", "HOME": "/h"])?.path == "/h/.config/playdeck/config.toml")
    #expect(ConfigLocation.find(explicit: nil, environment: ["XDG_CONFIG_HOME": "conf", "HOME": "/h"])?.path == "/h/.config/playdeck/config.toml")
}

@Test func noHomeAndNoXDGMeansNowhereToLook() {
    #expect(ConfigLocation.find(explicit: nil, environment: [:]) == nil)
    #expect(ConfigLocation.find(explicit: nil, environment: ["HOME": ""]) == nil)
}
