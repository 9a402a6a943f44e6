import FocusModel

/// The keyboard a web field asks a phone for. `inputmode` decides when given
/// (HTML Living Standard, "input modalities: the inputmode attribute": it
/// overrides the keyboard the type would bring up); otherwise the `type`:
/// email, url, tel, and number (a number pad, as Chrome on Android shows it;
/// iOS shows numbers and punctuation, taken as the pad here: assumption).
enum WebInputType {
    static func of(type: String?, inputmode: String?) -> InputType? {
        switch inputmode?.lowercased() {
        case "email": return .email
        case "url": return .url
        case "tel": return .tel
        case "numeric", "decimal": return .numeric
        case "text", "search", "none": return nil
        default: break
        }
        switch type?.lowercased() {
        case "email": return .email
        case "url": return .url
        case "tel": return .tel
        case "number": return .numeric
        default: return nil
        }
    }
}
