// The room: `playground present` serves the teacher's moves and a live page; `playground follow`
// follows them. (Being built for issue 10.)
import FlyingFox
import Handouts
import PlaygroundKit
