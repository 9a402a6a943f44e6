import FocusModel

/// A switch profile's model is its scanning method's. Everything that
/// differs between the methods (how the scan moves, is timed, scrolls and
/// highlights keys, what it is called) lives in these five models.
extension SwitchScanningProfile: UserModelKind {
    var userModel: any UserModel { scanningModel }

    /// The model of this profile's scanning method and mode: the one switch over them.
    var scanningModel: any SwitchScanningUserModel {
        switch (scanning, mode) {
        case (.auto, .item): ItemScanning(profile: self)
        case (.auto, .group): GroupScanning(profile: self)
        case (.auto, .rowColumn): RowColumnScanning(profile: self)
        case (.step, _): StepScanning(profile: self)
        case (.point, _): PointScanning(profile: self)
        }
    }
}
