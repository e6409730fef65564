/// Swift mode's words: its banner, `:help`, and what it says when leaving or waiting.
extension Words {
    /// Under `swift` alone, on entering Swift mode.
    static var swiftModeBanner: String {
        pick("Swift mode: each cell runs against the live lesson once it is complete. 'exit', '.exit' or Ctrl-D goes back to the shell; "
                + "its commands work here too, alone on a line ('next', 'inspect'); ':help' says more.",
             "Режим Swift: каждая ячейка выполняется в живом уроке, как только она закончена. 'exit', '.exit' или Ctrl-D — назад в оболочку; "
                + "её команды работают и здесь, одни в строке ('next', 'inspect'); ':help' — подробнее.",
             "Mode Swift: setiap sel dijalankan pada pelajaran yang hidup begitu sel itu lengkap. 'exit', '.exit' atau Ctrl-D kembali ke shell; "
                + "perintah shell juga berlaku di sini bila ditulis sendirian di satu baris ('next', 'inspect'); ':help' menjelaskan lebih lanjut.")
    }

    /// The live objects a cell can use by name.
    static func liveObjects(_ names: [String]) -> String {
        pick("Live objects: ", "Живые объекты: ", "Objek hidup: ") + names.joined(separator: ", ")
    }

    /// After `exit`, `quit`, `.exit` or `:quit` in Swift mode.
    static var leftSwiftMode: String {
        pick("(left Swift mode: 'swift' goes back to it; 'quit' here leaves the playground)",
             "(вы вышли из режима Swift: 'swift' вернёт в него; 'quit' здесь закрывает playground)",
             "(keluar dari mode Swift: 'swift' kembali ke sana; 'quit' di sini menutup playground)")
    }

    /// After two empty lines in a row in a cell that is not complete.
    static var cellGoesOn: String {
        pick("(the cell is not complete yet, so it goes on: finish it, or Ctrl-C drops it)",
             "(ячейка ещё не закончена, поэтому продолжается: допишите её или отбросьте нажатием Ctrl-C)",
             "(sel belum lengkap, jadi masih berlanjut: selesaikan, atau Ctrl-C membuangnya)")
    }

    /// `:word` that Swift mode does not know.
    static func unknownSwiftModeCommand(_ word: String) -> String {
        pick("Swift mode has no command ':\(word)'", "в режиме Swift нет команды ':\(word)'", "mode Swift tidak punya perintah ':\(word)'")
    }

    static var swiftModeHelpHint: String {
        pick("':help' says what Swift mode understands", "':help' — что понимает режим Swift", "':help' menjelaskan apa yang dipahami mode Swift")
    }

    static var swiftModeHelpTitle: String {
        pick("Swift mode", "Режим Swift", "Mode Swift")
    }

    /// `:help` in Swift mode, one paragraph each.
    static var swiftModeHelp: [String] {
        [
            pick("Each cell runs against the live lesson once it is complete. While its brackets, a multi-line string or a comment are open, "
                    + "or a declaration still needs its body ('struct P' waits for its '{' on the next line), the prompt shows '...>' "
                    + "and the cell goes on. Ctrl-C drops the cell being typed.",
                 "Каждая ячейка выполняется в живом уроке, как только она закончена. Пока открыты её скобки, многострочная строка или "
                    + "комментарий или объявлению ещё нужно тело ('struct P' ждёт свою '{' на следующей строке), приглашение показывает "
                    + "'...>' и ячейка продолжается. Ctrl-C отбрасывает набираемую ячейку.",
                 "Setiap sel dijalankan pada pelajaran yang hidup begitu sel itu lengkap. Selama kurungnya, string multibaris, atau komentar "
                    + "masih terbuka, atau sebuah deklarasi masih butuh badannya ('struct P' menunggu '{' di baris berikutnya), prompt "
                    + "menampilkan '...>' dan sel berlanjut. Ctrl-C membuang sel yang sedang diketik."),
            pick("What a cell declares is there in every later cell; a cell that ends with an expression shows its value ('res2: Int = 5').",
                 "Объявленное в ячейке есть во всех следующих; ячейка, которая кончается выражением, показывает его значение ('res2: Int = 5').",
                 "Apa yang dideklarasikan sebuah sel ada di setiap sel berikutnya; sel yang diakhiri ekspresi menampilkan nilainya ('res2: Int = 5')."),
            pick("'exit', 'quit', '.exit', ':quit' or Ctrl-D: back to the shell's prompt.",
                 "'exit', 'quit', '.exit', ':quit' или Ctrl-D — назад к приглашению оболочки.",
                 "'exit', 'quit', '.exit', ':quit' atau Ctrl-D: kembali ke prompt shell."),
            pick("The shell's commands work here alone on a line, with plain arguments: 'next', 'back', 'inspect', 'steps', 'help', "
                    + "'help swift'. A name your cells or the lesson declare stays Swift (a variable called 'next', a live object), "
                    + "and so do one-letter names ('n', 'b'); ':' before a command runs it anyway (':next', ':n').",
                 "Команды оболочки работают и здесь, одни в строке, с простыми аргументами: 'next', 'back', 'inspect', 'steps', 'help', "
                    + "'help swift'. Имя, объявленное вашими ячейками или уроком, остаётся Swift (переменная 'next', живой объект), "
                    + "как и однобуквенные имена ('n', 'b'); ':' перед командой всё равно запускает её (':next', ':n').",
                 "Perintah shell juga berlaku di sini bila ditulis sendirian di satu baris, dengan argumen sederhana: 'next', 'back', "
                    + "'inspect', 'steps', 'help', 'help swift'. Nama yang dideklarasikan sel Anda atau pelajaran tetap Swift (variabel "
                    + "bernama 'next', objek hidup), begitu pula nama satu huruf ('n', 'b'); ':' di depan perintah tetap menjalankannya "
                    + "(':next', ':n')."),
            pick("Up brings back a whole cell, however many lines it has, to edit and run again.",
                 "Стрелка вверх возвращает ячейку целиком, сколько бы в ней ни было строк, чтобы исправить и выполнить её снова.",
                 "Panah atas mengembalikan sel secara utuh, berapa pun barisnya, untuk diubah dan dijalankan lagi."),
            pick("':help' shows this; 'help swift' tells how cells work with the lesson.",
                 "':help' показывает это; 'help swift' рассказывает, как ячейки работают с уроком.",
                 "':help' menampilkan ini; 'help swift' menjelaskan cara sel bekerja dengan pelajaran."),
        ]
    }

    /// The paragraphs `help swift` opens with: `swift <code>`, and Swift mode.
    static var swiftModeDetails: [String] {
        [
            pick("'swift <code>' runs one cell; 'swift func f() {' goes on over the next lines, then back to the shell. 'swift' alone "
                    + "starts Swift mode (its prompt ends in 'swift>'): each cell runs once it is complete; while its brackets are open "
                    + "or a declaration waits for its body ('struct P', then '{' on the next line), the prompt shows '...>'. "
                    + "Ctrl-C drops the cell being typed; Up brings back a whole cell.",
                 "'swift <код>' выполняет одну ячейку; 'swift func f() {' продолжается на следующих строках, потом снова оболочка. "
                    + "'swift' без кода включает режим Swift (приглашение кончается на 'swift>'): каждая ячейка выполняется, как только "
                    + "она закончена; пока её скобки открыты или объявление ждёт тела ('struct P', потом '{' на следующей строке), "
                    + "приглашение показывает '...>'. Ctrl-C отбрасывает набираемую ячейку; стрелка вверх возвращает ячейку целиком.",
                 "'swift <kode>' menjalankan satu sel; 'swift func f() {' berlanjut di baris berikutnya, lalu kembali ke shell. 'swift' "
                    + "saja memulai mode Swift (promptnya berakhir dengan 'swift>'): setiap sel dijalankan begitu lengkap; selama kurungnya "
                    + "terbuka atau sebuah deklarasi menunggu badannya ('struct P', lalu '{' di baris berikutnya), prompt menampilkan "
                    + "'...>'. Ctrl-C membuang sel yang sedang diketik; panah atas mengembalikan sel secara utuh."),
            pick("'exit', 'quit', '.exit', ':quit' or Ctrl-D leaves Swift mode for the shell's prompt, and ':help' there says "
                    + "what it understands. The shell's commands work there alone on a line ('next', 'inspect', 'help swift'), except a "
                    + "name your cells or the lesson declare (a variable called 'next', a live object) and a one-letter name ('n'): "
                    + "those stay Swift, and ':next' or ':n' runs the command.",
                 "В режиме Swift 'exit', 'quit', '.exit', ':quit' или Ctrl-D возвращают к приглашению оболочки, а ':help' говорит, что "
                    + "он понимает. Команды оболочки работают там, одни в строке ('next', 'inspect', 'help swift'), кроме имён, "
                    + "объявленных вашими ячейками или уроком (переменная 'next', живой объект), и однобуквенных ('n'): они остаются "
                    + "Swift, а команду запускает ':next' или ':n'.",
                 "Di mode Swift, 'exit', 'quit', '.exit', ':quit' atau Ctrl-D kembali ke prompt shell, dan ':help' menjelaskan apa yang "
                    + "dipahaminya. Perintah shell berlaku di sana bila ditulis sendirian di satu baris ('next', 'inspect', 'help swift'), "
                    + "kecuali nama yang dideklarasikan sel Anda atau pelajaran (variabel bernama 'next', objek hidup) dan nama satu "
                    + "huruf ('n'): nama itu tetap Swift, dan ':next' atau ':n' menjalankan perintahnya."),
        ]
    }
}
