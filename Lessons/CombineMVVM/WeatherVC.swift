import ConsoleViews
import OpenCombine

/// The UIKit app's screen: a text field for the city and a label for the temperature, bound
/// to the view model by hand in `binding()`, with two subscriptions.
final class WeatherVC: ViewController {
    let cityTextField = TextField(placeholder: "City")
    let temperatureLabel = Label(text: " ")

    private let viewModel: TempViewModel
    private var cancellableSet: Set<AnyCancellable> = []

    init(viewModel: TempViewModel) {
        self.viewModel = viewModel
        super.init(title: "UIKit · WeatherVC")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(Label(text: "WeatherApp"))
        view.addSubview(cityTextField)
        view.addSubview(temperatureLabel)
        binding()
    }

    // @snippet weather-vc-binding
    func binding() {
        // View → view model: every edit becomes the new city.
        cityTextField.textPublisher
            .assign(to: \.city, on: viewModel)
            .store(in: &cancellableSet)
        // View model → view: every new weather sets the label.
        viewModel.$currentWeather
            .sink { [weak self] currentWeather in
                self?.temperatureLabel.text = currentWeather.isPlaceholder
                    ? " " : "\(Int(currentWeather.main.temp.rounded())) ºC"
            }
            .store(in: &cancellableSet)
    }
    // @end weather-vc-binding
}
