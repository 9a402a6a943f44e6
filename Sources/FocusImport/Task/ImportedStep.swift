/// One step of an imported task: the element (by index), the characters
/// typed into it, and the text when `--task` gave it, or the option chosen
/// when the element is a picker.
struct ImportedStep: Equatable {
    var element: Int
    var characters = 0
    var text: String?
    var choice: String?

    init(element: Int, choice: String) {
        self.element = element
        self.choice = choice
    }

    init(element: Int, text: String?) {
        self.element = element
        self.text = text
        characters = text?.count ?? 0
    }

    init(element: Int, characters: Int) {
        self.element = element
        self.characters = characters
    }
}
